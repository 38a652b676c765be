import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import {
  uniqueViolationAsConflict,
  type PublicRoute,
  type RateLimiter,
  type ServiceContext,
  type ServiceDefinition,
} from '@theke/server';
import { AnalyticsIngest, type AnalyticsIngestOptions } from './analytics/analytics-ingest';
import { ANALYTICS_PUBLIC_ROUTES, analyticsLogRouter } from './analytics/analytics-log.routes';
import { visitorStatisticsRouter } from './analytics/visitor-statistics.routes';
import { defineBlock } from './blocks/block.model';
import { blocksRouter } from './blocks/blocks.routes';
import { defineConfig } from './config/config.model';
import { configRouter } from './config/config.routes';
import { ContactMail } from './contact-form/contact-mail';
import { contactFormLimit, contactFormRouter } from './contact-form/contact-form.routes';
import { defineContactRequest } from './contact-form/contact-request.model';
import { FONT_PUBLIC_ROUTES, fontsRouter } from './fonts/fonts.routes';
import { defineImageTemplate } from './image-templates/image-template.model';
import { IMAGE_TEMPLATE_PUBLIC_ROUTES, imageTemplatesRouter } from './image-templates/image-templates.routes';
import { TemplateImages } from './image-templates/template-images';
import { seedContentDemo } from './demo/seed-demo';
import { localFileStoreFor, type FileStore } from './images/file-store';
import { defineImage } from './images/image.model';
import { ImageFiles } from './images/image-files';
import { IMAGE_PUBLIC_ROUTES, imageServingRouter } from './images/image-serving.routes';
import { imagesRouter } from './images/images.routes';
import { defineLogEntry } from './logs/log-entry.model';
import { logsSubscription } from './logs/log-consumer';
import { logsRouter } from './logs/logs.routes';
import { contentMigrations } from './migrations';
import { defineNavigation } from './navigations/navigation.model';
import { navigationsRouter } from './navigations/navigations.routes';
import { RedirectResolver, redirectResolveRouter } from './redirects/redirect-resolver';
import { defineRedirect } from './redirects/redirect.model';
import { redirectsRouter } from './redirects/redirects.routes';
import { settingsFromEnv, type ContactMailSettings, type ContentSettings } from './settings';
import { defineSite } from './sites/site.model';
import { sitesRouter } from './sites/sites.routes';
import { pairingLimits, PAIRING_PUBLIC_ROUTES, type PairingLimits } from './signage/pairing/pairing.routes';
import { defineSignageModels } from './signage/signage-models';
import { signageRouter } from './signage/signage.routes';
import { defineUpload } from './uploads/upload.model';
import { UploadFiles } from './uploads/upload-files';
import { UPLOAD_PUBLIC_ROUTES, uploadServingRouter } from './uploads/upload-serving.routes';
import { guestUploadLimits, uploadsRouter, type UploadLimits } from './uploads/uploads.routes';

export interface ContentServiceOptions {
  /** Where media bytes live; by default the local disk (`MEDIA_DIR`), one folder per database. */
  mediaStore?: FileStore;
  /** Overrides of what is read from the environment (tests: a local SMTP server, short retries). */
  mail?: Partial<ContactMailSettings>;
  /** The analytics ingest's batching and clock (tests: a pinned clock). */
  analytics?: Partial<AnalyticsIngestOptions>;
}

/** What `/api/init` and the website call without a session; everything else needs the gateway's token. */
const PUBLIC_ROUTES: PublicRoute[] = [
  { method: 'GET', path: /^\/(config|sites|redirects|blocks|navigations)(\/\d+)?\/?$/ },
  { method: 'GET', path: /^\/redirects\/resolve\/?$/ },
  { method: 'POST', path: /^\/uploads\/?$/ },
  { method: 'POST', path: /^\/custom\/contact-form\/?$/ },
  ...PAIRING_PUBLIC_ROUTES,
  ...ANALYTICS_PUBLIC_ROUTES,
  ...FONT_PUBLIC_ROUTES,
  ...IMAGE_TEMPLATE_PUBLIC_ROUTES,
];

function defineModels(sequelize: Sequelize): void {
  defineImage(sequelize);
  defineImageTemplate(sequelize);
  defineConfig(sequelize);
  defineSite(sequelize);
  defineRedirect(sequelize);
  defineBlock(sequelize);
  defineNavigation(sequelize);
  defineUpload(sequelize);
  defineContactRequest(sequelize);
  defineLogEntry(sequelize);
  defineSignageModels(sequelize);
}

/** Everything one running service shares between its routes, consumers and workers. */
interface ContentRuntime {
  images: ImageFiles;
  templateImages: TemplateImages;
  uploads: UploadFiles;
  redirects: RedirectResolver;
  contactMail: ContactMail;
  mail: ContactMailSettings;
  uploadLimits: UploadLimits;
  contactFormLimit: RateLimiter;
  pairingLimits: PairingLimits;
  analytics: AnalyticsIngest;
}

/** svc-content: config, sites, redirects, blocks, navigations, images, uploads, the contact form, the audit log and digital signage. */
export function createContentService(options: ContentServiceOptions = {}): ServiceDefinition {
  const runtimes = new WeakMap<ServiceContext, ContentRuntime>();
  const runtimeOf = (context: ServiceContext): ContentRuntime => {
    let runtime = runtimes.get(context);
    if (!runtime) {
      // The environment is read when the service starts, not when its module is imported.
      const settings: ContentSettings = settingsFromEnv();
      const mail: ContactMailSettings = { ...settings.mail, ...options.mail };
      const store = options.mediaStore ?? localFileStoreFor(context.sequelize.getDatabaseName());
      const uploads = new UploadFiles(store, context.log);
      const images = new ImageFiles(store, context.log);
      runtime = {
        images,
        templateImages: new TemplateImages(images),
        uploads,
        redirects: new RedirectResolver(),
        contactMail: new ContactMail(context, uploads, mail),
        mail,
        uploadLimits: guestUploadLimits(),
        contactFormLimit: contactFormLimit(),
        pairingLimits: pairingLimits(),
        analytics: new AnalyticsIngest(context, options.analytics),
      };
      runtimes.set(context, runtime);
    }
    return runtime;
  };

  return {
    name: 'content',
    migrations: contentMigrations,
    defineModels,
    router(context) {
      const runtime = runtimeOf(context);
      const router = Router();
      // First: the busiest call (a storefront peak's page views) passes no other route.
      router.use(analyticsLogRouter(runtime.analytics));
      router.use(configRouter(context));
      router.use(sitesRouter(context));
      router.use(redirectResolveRouter(runtime.redirects));
      router.use(redirectsRouter(context, runtime.redirects));
      router.use(blocksRouter(context));
      router.use(navigationsRouter(context));
      router.use(imagesRouter(context, runtime.images));
      router.use(fontsRouter());
      router.use(imageTemplatesRouter(context, runtime.templateImages));
      router.use(uploadsRouter(context, runtime.uploads, runtime.uploadLimits));
      router.use(contactFormRouter(context, runtime.mail, runtime.contactFormLimit));
      router.use(logsRouter());
      router.use(signageRouter(context, runtime.pairingLimits));
      router.use(visitorStatisticsRouter(context));
      router.use(uniqueViolationAsConflict);
      return router;
    },
    publicRoutes: PUBLIC_ROUTES,
    subscriptions: (context) => {
      const runtime = runtimeOf(context);
      return [runtime.redirects.subscription(), runtime.contactMail.subscription(), logsSubscription(context)];
    },
    workers: (context) => [runtimeOf(context).contactMail.worker(), runtimeOf(context).analytics],
    extraRoutes: (context) => {
      const router = Router();
      router.use(imageServingRouter(runtimeOf(context).images));
      router.use(uploadServingRouter(runtimeOf(context).uploads));
      return router;
    },
    extraPublicRoutes: [...IMAGE_PUBLIC_ROUTES, ...UPLOAD_PUBLIC_ROUTES],
    // A file arrives as a data-URL: 10 MB of file are about 13.4 MB of base64.
    bodyLimit: '16mb',
    seedDemo: (context) => seedContentDemo(context, runtimeOf(context).images, runtimeOf(context).uploads),
  };
}

export const contentService: ServiceDefinition = createContentService();
