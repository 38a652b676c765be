/**
 * What svc-content publishes, built by its own publishers where it has them: the event contract
 * test (scripts/event-contracts.test.ts) checks these against the declared payloads.
 */
import { EVENTS } from '@theke/contracts';
import { createEvent, type DomainEvent } from '@theke/server';
import { imageReference } from '../images/image-reference';
import type { Image } from '../images/image.model';
import { commandEvent } from '../signage/commands/command.service';
import type { Command } from '../signage/commands/command.model';
import { uploadJson, type Upload } from '../uploads/upload.model';

export function publishedContentEvents(): DomainEvent[] {
  const image = { id: 8, version: 2, extension: 'jpg', width: 1200, height: 800, alt: null } as Image;
  const upload = {
    id: 6,
    version: 1,
    extension: 'pdf',
    publicHash: 'a1b2',
    mimeType: 'application/pdf',
    name: 'Speisekarte',
    size: 2048,
    createdAt: new Date('2025-03-30T07:30:00.000Z'),
    updatedAt: new Date('2025-03-30T07:30:00.000Z'),
  } as Upload;
  const command = {
    id: 11,
    deviceId: 3,
    branchId: 2,
    command: 'message',
    state: 'pending',
    sceneId: null,
    segmentId: null,
    durationSeconds: null,
    message: 'Heute geschlossen',
    expiresAt: new Date('2025-03-31T07:30:00.000Z'),
    createdAt: new Date('2025-03-30T07:30:00.000Z'),
    deliveredAt: null,
    acknowledgedAt: null,
    abortedAt: null,
  } as unknown as Command;
  return [
    createEvent(EVENTS.imageChanged, { entity: 'image', verb: 'created', id: 8, image: imageReference(image) }),
    createEvent(EVENTS.imageChanged, { entity: 'image', verb: 'deleted', id: 8 }),
    createEvent(EVENTS.uploadChanged, { entity: 'upload', verb: 'updated', id: 6, upload: uploadJson(upload) }),
    createEvent(EVENTS.uploadChanged, { entity: 'upload', verb: 'created', id: 7, upload: null }),
    createEvent(EVENTS.uploadChanged, { entity: 'upload', verb: 'deleted', id: 6 }),
    createEvent(EVENTS.signageCommand, commandEvent(command)),
    createEvent(EVENTS.signageCommand, commandEvent({ ...command, command: 'scene', sceneId: 4, message: null, durationSeconds: 30 } as unknown as Command)),
    createEvent(EVENTS.configChanged, { entity: 'config', verb: 'updated', id: 1 }),
    createEvent(EVENTS.contactRequestReceived, { entity: 'contact-request', id: 5 }),
  ];
}
