import { graphql } from '../../../../__generated__';

/** What a thumbnail shows of a photo: the order's gallery and each checklist item read it. */
export const PhotoThumbnails_photo = graphql(`
  fragment PhotoThumbnails_photo on Photo {
    id
    url
    thumbnailUrl
    createdAt
    createdBy {
      id
      name
    }
  }
`);
