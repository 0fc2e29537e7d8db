// Comments on work orders: whoever works an order writes them, also once it is closed, and
// they show on the order and on its timeline.
import { defineModule } from '../../../kit/module.js';
import { commentLoaders, type CommentLoaders } from './comments.loaders.js';
import { CommentRepository } from './comments.repository.js';
import { CommentService } from './comments.service.js';
import { commentResolvers } from './resolvers/index.js';

declare module '../../../kit/context.js' {
  interface Services {
    workOrderComments: CommentService;
  }
  interface Loaders extends CommentLoaders {}
}

export const workOrderCommentsModule = defineModule({
  name: 'workOrderComments',
  service: ({ database }, { workOrders }) => new CommentService(new CommentRepository(database.db), workOrders),
  resolvers: commentResolvers,
  loaders: commentLoaders,
});
