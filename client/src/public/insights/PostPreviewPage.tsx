import { Box, Flex } from '@chakra-ui/react';
import { Eye } from 'lucide-react';
import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { usePageQuery } from '../data/pageData';
import { usePageHead } from '../data/pageHead';
import { getFragmentData, graphql, type FragmentType } from '../gql';
import { PostArticle } from './PostArticle';
import { PostMissing } from './PostPage';
import { INSIGHTS, PostArticle_post } from './posts';

const PostPreviewQuery = graphql(`
  query PostPreviewPage($token: String!) {
    postPreview(token: $token) {
      ...PostArticle_post
    }
  }
`);

/**
 * A post as its page will look, whatever its status, at /preview/post/<token> (the token, signed
 * and valid for 24 hours, comes from the back office's Preview): rendered per request, never kept,
 * never indexed.
 */
export default function PostPreviewPage() {
  const { token = '' } = useParams();
  return (
    <Suspense fallback={null}>
      <PreviewView token={token} />
    </Suspense>
  );
}

function PreviewView({ token }: { token: string }) {
  const result = usePageQuery(PostPreviewQuery, { token });
  if (!result.data) return <PostMissing missing={result.error.code === 'NOT_FOUND'} title={INSIGHTS.previewInvalid} />;
  return <Preview post={result.data.postPreview} />;
}

function Preview({ post }: { post: FragmentType<typeof PostArticle_post> }) {
  const article = getFragmentData(PostArticle_post, post);
  usePageHead({ title: `${article.seoTitle ?? article.title} | ${INSIGHTS.eyebrow}`, description: article.seoDescription ?? article.summary ?? article.title, indexable: false });
  return (
    <PostArticle
      post={post}
      banner={
        <Box role="status" bg="mint.400" color="ink.950" rounded="lg" px="4" py="3" mb="6" fontWeight="600">
          <Flex align="center" gap="2">
            <Eye aria-hidden size={18} /> {INSIGHTS.previewBanner}
          </Flex>
        </Box>
      }
    />
  );
}
