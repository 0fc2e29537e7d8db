// The installation's settings the web app reads (its public address).
import { defineModule } from '../../kit/module.js';
import { AppConfigService } from './app-config.service.js';
import { appConfigResolvers } from './resolvers/index.js';

declare module '../../kit/context.js' {
  interface Services {
    appConfig: AppConfigService;
  }
}

export const appConfigModule = defineModule({
  name: 'appConfig',
  service: ({ config }) => new AppConfigService(config.publicUrl),
  resolvers: appConfigResolvers,
});
