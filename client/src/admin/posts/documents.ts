import { graphql } from '../gql';

/** A post as the list shows it. */
export const PostsPage_post = graphql(`
  fragment PostsPage_post on Post {
    id
    title
    slug
    status
    version
    tags
    author {
      id
      name
    }
    publishAt
    publishedAt
    updatedAt
  }
`);

/** A post as the editor edits it, with where it stands. */
export const PostEditor_post = graphql(`
  fragment PostEditor_post on Post {
    id
    title
    slug
    summary
    body
    tags
    coverImageId
    seoTitle
    seoDescription
    ogImageId
    canonicalUrl
    author {
      id
      name
    }
    status
    version
    path
    readingMinutes
    publishAt
    publishedAt
    updatedAt
  }
`);

export const AdminPostsQuery = graphql(`
  query AdminPosts($status: ContentStatus, $tag: String, $first: Int!, $offset: Int!) {
    posts(status: $status, tag: $tag, first: $first, offset: $offset) {
      totalCount
      totalCountIsExact
      pageInfo {
        hasNextPage
      }
      edges {
        node {
          ...PostsPage_post
        }
      }
    }
  }
`);

export const AdminPostQuery = graphql(`
  query AdminPost($id: ID!) {
    post(id: $id) {
      ...PostEditor_post
    }
  }
`);

export const PostRevisionsQuery = graphql(`
  query PostRevisions($id: ID!) {
    postRevisions(id: $id) {
      id
      version
      title
      status
      changed
      byKind
      byName
      createdAt
    }
  }
`);

export const PostPreviewLinkQuery = graphql(`
  query PostPreviewLink($id: ID!) {
    postPreviewLink(id: $id) {
      url
      expiresAt
    }
  }
`);

/** Whom a post may credit: the active team members (for whoever may write posts). */
export const PostAuthorsQuery = graphql(`
  query PostAuthors {
    postAuthors {
      id
      name
    }
  }
`);

export const CreatePostMutation = graphql(`
  mutation CreatePost($input: CreatePostInput!) {
    createPost(input: $input) {
      message
      post {
        ...PostEditor_post
      }
    }
  }
`);

export const UpdatePostMutation = graphql(`
  mutation UpdatePost($input: UpdatePostInput!) {
    updatePost(input: $input) {
      message
      post {
        ...PostEditor_post
      }
    }
  }
`);

export const PublishPostMutation = graphql(`
  mutation PublishPost($id: ID!, $version: Int!) {
    publishPost(input: { id: $id, version: $version }) {
      message
      post {
        ...PostEditor_post
      }
    }
  }
`);

export const SchedulePostMutation = graphql(`
  mutation SchedulePost($id: ID!, $version: Int!, $publishAt: DateTimeISO!) {
    schedulePost(input: { id: $id, version: $version, publishAt: $publishAt }) {
      message
      post {
        ...PostEditor_post
      }
    }
  }
`);

export const UnpublishPostMutation = graphql(`
  mutation UnpublishPost($id: ID!, $version: Int!) {
    unpublishPost(input: { id: $id, version: $version }) {
      message
      post {
        ...PostEditor_post
      }
    }
  }
`);

export const ArchivePostMutation = graphql(`
  mutation ArchivePost($id: ID!, $version: Int!) {
    archivePost(input: { id: $id, version: $version }) {
      message
      post {
        ...PostEditor_post
        ...PostsPage_post
      }
    }
  }
`);

export const RestorePostRevisionMutation = graphql(`
  mutation RestorePostRevision($id: ID!, $version: Int!, $revisionId: ID!) {
    restorePostRevision(input: { id: $id, version: $version, revisionId: $revisionId }) {
      message
      post {
        ...PostEditor_post
      }
    }
  }
`);

export const DeletePostMutation = graphql(`
  mutation DeletePost($id: ID!) {
    deletePost(input: { id: $id }) {
      message
      deletedId
    }
  }
`);
