import { createHash } from 'node:crypto';
import type { CreationAttributes } from 'sequelize';
import type { Logger } from '@theke/server';
import { UPLOAD_MIME_TYPES, type UploadExtension } from '../uploads/file-types';
import { Upload } from '../uploads/upload.model';
import type { UploadFiles } from '../uploads/upload-files';
import { DEMO_BUSINESS } from './demo-business';
import { demoPricePdf, demoVideo } from './demo-media';

interface DemoUpload {
  id: number;
  name: string;
  extension: UploadExtension;
  render(): Promise<Buffer>;
}

/** SPEC §2 links to an uploaded file; the video section plays an uploaded video. */
export const DEMO_UPLOADS: DemoUpload[] = [
  {
    id: 1,
    name: 'Preisliste 2025.pdf',
    extension: 'pdf',
    render: async () =>
      demoPricePdf(
        'Preisliste 2025',
        `${DEMO_BUSINESS.businessName} - alle Preise inkl. 20 % USt.`,
        [
          { service: 'Fensterreinigung, je Fensterflügel', price: 'ab 6,90 EUR' },
          { service: 'Unterhaltsreinigung, je Stunde', price: '32,00 EUR' },
          { service: 'Stiegenhausreinigung, je Stockwerk', price: 'ab 18,00 EUR' },
          { service: 'Teppichreinigung, je m²', price: 'ab 4,50 EUR' },
          { service: 'Grundreinigung Wohnung bis 60 m²', price: '289,00 EUR' },
          { service: 'Anfahrt innerhalb Wiens', price: 'kostenlos' },
        ],
        `Stand Jänner 2025. ${DEMO_BUSINESS.street}, ${DEMO_BUSINESS.zipCode} ${DEMO_BUSINESS.city}, ${DEMO_BUSINESS.phone}`,
      ),
  },
  { id: 2, name: 'Theke Imagefilm.webm', extension: 'webm', render: demoVideo },
];

/** Demo rows carry fixed hashes and storage names, so the demo pages can link to them. */
const fixed = (purpose: string, id: number) =>
  createHash('sha256').update(`theke-demo-upload-${purpose}-${id}`).digest('hex').slice(0, 32);

function demoUpload(id: number): DemoUpload {
  const upload = DEMO_UPLOADS.find((candidate) => candidate.id === id);
  if (!upload) throw new Error(`no demo upload ${id}`);
  return upload;
}

/** SPEC §3 uploaded file as the demo pages embed it (version 1, as seeded). */
export function demoUploadRef(id: number) {
  const upload = demoUpload(id);
  return {
    id,
    version: 1,
    extension: upload.extension,
    publicHash: fixed('hash', id),
    mimeType: UPLOAD_MIME_TYPES[upload.extension],
    name: upload.name,
  };
}

export async function renderDemoUploads(): Promise<Map<number, Buffer>> {
  const rendered = new Map<number, Buffer>();
  for (const upload of DEMO_UPLOADS) rendered.set(upload.id, await upload.render());
  return rendered;
}

export function demoUploadRows(rendered: Map<number, Buffer>): Array<CreationAttributes<Upload>> {
  return DEMO_UPLOADS.map((upload) => ({
    ...demoUploadRef(upload.id),
    size: rendered.get(upload.id)?.length ?? 0,
    storageKey: `uploads/${fixed('storage', upload.id)}`,
    origin: 'staff' as const,
  }));
}

/** Writes the bytes of every demo upload row still at version 1 without its file (first run, wiped media folder). */
export async function ensureDemoUploadFiles(
  files: UploadFiles,
  log: Logger,
  rendered = new Map<number, Buffer>(),
) {
  const rows = await Upload.findAll({ where: { id: DEMO_UPLOADS.map((upload) => upload.id), version: 1 } });
  let written = 0;
  for (const row of rows) {
    const demo = DEMO_UPLOADS.find((upload) => upload.id === row.id);
    if (!demo || row.storageKey !== `uploads/${fixed('storage', row.id)}` || (await files.read(row)))
      continue;
    const bytes = rendered.get(row.id) ?? (await demo.render());
    await files.save(row, bytes);
    if (row.size !== bytes.length) await row.update({ size: bytes.length });
    written++;
  }
  if (written > 0) log.info({ written }, 'demo upload files written');
}
