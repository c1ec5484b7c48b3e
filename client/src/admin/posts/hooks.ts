import {
  AdminPostsQuery,
  ArchivePostMutation,
  CreatePostMutation,
  DeletePostMutation,
  PublishPostMutation,
  RestorePostRevisionMutation,
  SchedulePostMutation,
  UnpublishPostMutation,
  UpdatePostMutation,
  PostRevisionsQuery,
} from './documents';
import { useAdminMutation } from '../ui/useAdminMutation';
import { POSTS_MESSAGES as MESSAGES } from './messages';

/** Deletes a draft that never went live, and reloads the list. */
export const useDeletePost = () => useAdminMutation(DeletePostMutation, { reload: AdminPostsQuery, succeeded: (data) => data?.deletePost.message ?? '', failed: MESSAGES.deleteFailed });

/** Archives a post (off the site) from the list, and reloads it. */
export const useArchivePost = () => useAdminMutation(ArchivePostMutation, { reload: AdminPostsQuery, succeeded: (data) => data?.archivePost.message ?? '', failed: MESSAGES.changeFailed });

/**
 * The editor's changes: each answers the post as it now is (its new version lands in Apollo's
 * cache, where the editor reads it), says the server's message, and hands a failure to the editor
 * (`failed`), which shows field messages beside their fields and a conflict in its alert.
 */
export function usePostChanges(failed: (error: unknown) => void) {
  const options = { failed, reload: [AdminPostsQuery, PostRevisionsQuery] } as const;
  const [create, creating] = useAdminMutation(CreatePostMutation, { ...options, succeeded: (data) => data?.createPost.message ?? '' });
  const [update, updating] = useAdminMutation(UpdatePostMutation, { ...options, succeeded: (data) => data?.updatePost.message ?? '' });
  const [publish, publishing] = useAdminMutation(PublishPostMutation, { ...options, succeeded: (data) => data?.publishPost.message ?? '' });
  const [schedule, scheduling] = useAdminMutation(SchedulePostMutation, { ...options, succeeded: (data) => data?.schedulePost.message ?? '' });
  const [unpublish, unpublishing] = useAdminMutation(UnpublishPostMutation, { ...options, succeeded: (data) => data?.unpublishPost.message ?? '' });
  const [archive, archiving] = useAdminMutation(ArchivePostMutation, { ...options, succeeded: (data) => data?.archivePost.message ?? '' });
  const [restore, restoring] = useAdminMutation(RestorePostRevisionMutation, { ...options, succeeded: (data) => data?.restorePostRevision.message ?? '' });
  const busy = [creating, updating, publishing, scheduling, unpublishing, archiving, restoring].some((result) => result.loading);
  return { create, created: creating.data?.createPost.post ?? null, update, publish, schedule, unpublish, archive, restore, busy };
}
