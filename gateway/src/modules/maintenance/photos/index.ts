// Photos of a farm's records, kept in the database (so every gateway on one server serves
// them), with server-made thumbnails and short-lived signed addresses for the browser.
import { defineModule } from '../../kit/module.js';
import { PhotoLinks } from './photo-links.js';
import { photoRoutes } from './photos.routes.js';
import { PhotoRepository } from './photos.repository.js';
import { PhotoService } from './photos.service.js';

declare module '../../kit/context.js' {
  interface Services {
    photos: PhotoService;
  }
}

export const photosModule = defineModule({
  name: 'photos',
  service: ({ database, config }) =>
    new PhotoService(new PhotoRepository(database.db), new PhotoLinks(config.jwtSecret ?? '')),
  routes: [{ path: '/photos', router: photoRoutes }],
});
