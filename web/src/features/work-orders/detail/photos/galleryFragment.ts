import { graphql } from '../../../../__generated__';

export const PhotoGallery_workOrder = graphql(`
  fragment PhotoGallery_workOrder on WorkOrder {
    id
    farmId
    photos {
      id
      ...PhotoThumbnails_photo
    }
  }
`);
