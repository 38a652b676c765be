import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import {
  uniqueViolationAsConflict,
  type PublicRoute,
  type ServiceContext,
  type ServiceDefinition,
} from '@theke/server';
import { defineBlock } from './blocks/block.model';
import { blocksRouter } from './blocks/blocks.routes';
import { defineConfig } from './config/config.model';
import { configRouter } from './config/config.routes';
import { seedContentDemo } from './demo/seed-demo';
import { localFileStoreFor, type FileStore } from './images/file-store';
import { defineImage } from './images/image.model';
import { ImageFiles } from './images/image-files';
import { IMAGE_PUBLIC_ROUTES, imageServingRouter } from './images/image-serving.routes';
import { imagesRouter } from './images/images.routes';
import { contentMigrations } from './migrations';
import { defineNavigation } from './navigations/navigation.model';
import { navigationsRouter } from './navigations/navigations.routes';
import { defineRedirect } from './redirects/redirect.model';
import { redirectsRouter } from './redirects/redirects.routes';
import { defineSite } from './sites/site.model';
import { sitesRouter } from './sites/sites.routes';

export interface ContentServiceOptions {
  /** Where media bytes live; by default the local disk (`MEDIA_DIR`), one folder per database. */
  mediaStore?: FileStore;
}

/** What `/api/init` and the website read without a session; everything else needs the gateway's token. */
const PUBLIC_ROUTES: PublicRoute[] = [
  { method: 'GET', path: /^\/(config|sites|redirects|blocks|navigations)(\/\d+)?\/?$/ },
];

function defineModels(sequelize: Sequelize): void {
  defineImage(sequelize);
  defineConfig(sequelize);
  defineSite(sequelize);
  defineRedirect(sequelize);
  defineBlock(sequelize);
  defineNavigation(sequelize);
}

/** svc-content: config, sites, redirects, blocks, navigations and images (ARCHITECTURE.md layout). */
export function createContentService(options: ContentServiceOptions = {}): ServiceDefinition {
  const imageFiles = new WeakMap<ServiceContext, ImageFiles>();
  const filesOf = (context: ServiceContext): ImageFiles => {
    let files = imageFiles.get(context);
    if (!files) {
      files = new ImageFiles(
        options.mediaStore ?? localFileStoreFor(context.sequelize.getDatabaseName()),
        context.log,
      );
      imageFiles.set(context, files);
    }
    return files;
  };

  return {
    name: 'content',
    migrations: contentMigrations,
    defineModels,
    router(context) {
      const router = Router();
      router.use(configRouter(context));
      router.use(sitesRouter(context));
      router.use(redirectsRouter(context));
      router.use(blocksRouter(context));
      router.use(navigationsRouter(context));
      router.use(imagesRouter(context, filesOf(context)));
      router.use(uniqueViolationAsConflict);
      return router;
    },
    publicRoutes: PUBLIC_ROUTES,
    extraRoutes: (context) => imageServingRouter(filesOf(context)),
    extraPublicRoutes: IMAGE_PUBLIC_ROUTES,
    // An image arrives as a data-URL: 10 MB of file are about 13.4 MB of base64.
    bodyLimit: '16mb',
    seedDemo: (context) => seedContentDemo(context, filesOf(context)),
  };
}

export const contentService: ServiceDefinition = createContentService();
