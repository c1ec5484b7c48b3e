import { graphql } from '../gql';

/** What the grid, the details and the picker show of an image. */
export const MediaPage_asset = graphql(`
  fragment MediaPage_asset on MediaAsset {
    id
    fileName
    contentType
    width
    height
    bytes
    alt
    focalX
    focalY
    thumbnailUrl
    createdBy
    createdAt
    variants {
      format
      width
      height
      url
    }
  }
`);

export const MediaAssetsQuery = graphql(`
  query MediaAssets($first: Int!, $offset: Int!, $search: String) {
    mediaAssets(first: $first, offset: $offset, search: $search) {
      totalCount
      totalCountIsExact
      pageInfo {
        hasNextPage
      }
      edges {
        node {
          ...MediaPage_asset
        }
      }
    }
  }
`);

/** Where an image is used, read when its details open (never for the whole grid). */
export const MediaUsesQuery = graphql(`
  query MediaUses($id: ID!) {
    mediaAsset(id: $id) {
      id
      usedBy {
        subjectType
        subjectId
        label
        href
      }
    }
  }
`);

export const UpdateMediaMutation = graphql(`
  mutation UpdateMedia($id: ID!, $input: UpdateMediaInput!) {
    updateMedia(id: $id, input: $input) {
      message
      mediaAsset {
        ...MediaPage_asset
      }
    }
  }
`);

export const DeleteMediaMutation = graphql(`
  mutation DeleteMedia($id: ID!) {
    deleteMedia(id: $id) {
      message
      id
    }
  }
`);

/** Sent as GraphQL multipart by `uploadMediaFile` (XMLHttpRequest, for its progress), not through Apollo. */
export const UploadMediaMutation = graphql(`
  mutation UploadMedia($input: UploadMediaInput!, $file: Upload) {
    uploadMedia(input: $input, file: $file) {
      message
      mediaAsset {
        ...MediaPage_asset
      }
    }
  }
`);

/** An image a form shows (a post's cover, a profile's portrait): a thumbnail and its alt text. */
export const MediaImageQuery = graphql(`
  query MediaImage($id: ID!) {
    mediaAsset(id: $id) {
      id
      alt
      fileName
      thumbnailUrl
      width
      height
    }
  }
`);
