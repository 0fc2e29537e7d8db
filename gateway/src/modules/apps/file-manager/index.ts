// The file manager demo app: each account's folders and files (read-only in the spec).
import { defineModule } from '../../kit/module.js';
import { fileManagerRoutes } from './file-manager.routes.js';
import { FileManagerAppService } from './file-manager.service.js';
import { fileManagerResolvers } from './resolvers/index.js';

declare module '../../kit/context.js' {
  interface Services {
    fileManagerApp: FileManagerAppService;
  }
}

export const fileManagerAppModule = defineModule({
  name: 'fileManagerApp',
  service: ({ database }) => new FileManagerAppService(database.db),
  resolvers: fileManagerResolvers,
  routes: [{ path: '/apps/file-manager', router: fileManagerRoutes }],
});
