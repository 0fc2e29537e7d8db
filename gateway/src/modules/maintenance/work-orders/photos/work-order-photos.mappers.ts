// The shape photos leave in for the graph: what is known of them besides their bytes.
import type { PhotoRow } from '../../../../db/schema-photos.js';

export type PhotoModel = Pick<PhotoRow, 'id' | 'farmId' | 'createdBy' | 'createdAt'>;
