/**
 * What a TV and the back-office exchange with svc-content beyond the generic CRUD (ADR 0042):
 * pairing, commands and their states, the programme a device plays and the pickup board.
 */
import type { ImageReference } from '@theke/domain';
import type { signageCommandFields } from '../events/event-payloads';
import type { ShapeType } from '../events/payload-shapes';
import type { BlockContent } from './block';
import type { UploadReference } from '../fields/field-values';
import type { Scene, SceneRegion, SignageOrientation, SignageSegmentType, SignageStreamEntry } from './signage';

/** A pairing code lives this long; the TV asks for a new one afterwards. */
export const SIGNAGE_PAIRING_TTL_MINUTES = 15;
/** Online: a heartbeat in this many seconds (the player beats every 30 s). */
export const SIGNAGE_ONLINE_SECONDS = 90;
export const SIGNAGE_HEARTBEAT_SECONDS = 30;
/** The header a paired TV authenticates with: `Authorization: Device <token>`. */
export const SIGNAGE_DEVICE_AUTH_SCHEME = 'Device';
/** The role of the principal the gateway signs for a TV's calls. */
export const ROLE_SIGNAGE_DEVICE = 'ROLE_SIGNAGE_DEVICE';

/** `POST /api/digital-signage-pairings` (public): the code the TV shows, and how it polls. */
export interface SignagePairing {
  code: string;
  pairingId: string;
  secret: string;
  expiresAt: string;
}

/**
 * `GET /api/digital-signage-pairings/{pairingId}?secret=`: waiting until staff register the code,
 * then the device and its token, once; afterwards (and for a wrong secret or an expired code) 404.
 */
export type SignagePairingState =
  | { state: 'waiting'; expiresAt: string }
  | { state: 'paired'; deviceId: number; token: string };

/** What `GET /api/digital-signage-devices/resolve-token` tells the gateway about a device token. */
export interface SignageDeviceIdentity {
  deviceId: number;
  branchId: number;
}

export const SIGNAGE_COMMANDS = ['reload', 'scene', 'segment', 'message', 'logs'] as const;
export type SignageCommandName = (typeof SIGNAGE_COMMANDS)[number];

export const SIGNAGE_COMMAND_STATES = ['pending', 'delivered', 'acknowledged', 'aborted'] as const;
export type SignageCommandState = (typeof SIGNAGE_COMMAND_STATES)[number];

/** German names of the states, as the back-office shows them. */
export const SIGNAGE_COMMAND_STATE_LABELS: Readonly<Record<SignageCommandState, string>> = {
  pending: 'Ausstehend',
  delivered: 'Zugestellt',
  acknowledged: 'Bestätigt',
  aborted: 'Abgebrochen',
};

/** A command waits at most this long for its device unless `expiresInSeconds` says otherwise. */
export const DEFAULT_COMMAND_EXPIRY_SECONDS = 24 * 60 * 60;

/**
 * `POST /api/digital-signage-devices/{id}/command`: 'scene' needs `scene`, 'segment' needs
 * `segment` (played as an override for `durationSeconds`), 'message' needs `message` (shown for
 * `durationSeconds`, by default until the next command).
 */
export interface SignageCommandRequest {
  command: SignageCommandName;
  scene?: { id: number } | null;
  segment?: { id: number } | null;
  durationSeconds?: number | null;
  message?: string | null;
  expiresInSeconds?: number | null;
}

/** The fields of a command every view of it carries (the event `SignageCommand` adds device and branch ids). */
export type SignageCommandFields = ShapeType<{ kind: 'object'; keys: typeof signageCommandFields }>;

/**
 * A stored command as `GET /api/digital-signage-devices/{id}/commands` (newest first) and the
 * player's `GET /api/digital-signage-player/commands` answer it.
 */
export interface SignageDeviceCommand extends SignageCommandFields {
  device: { id: number };
  /** A pending command past `expiresAt`: it will never be delivered. */
  isExpired: boolean;
  createdAt: string;
  deliveredAt: string | null;
  acknowledgedAt: string | null;
  abortedAt: string | null;
}

/** `POST /api/digital-signage-player/logs`: at most this many lines of at most this many characters. */
export const SIGNAGE_LOG_MAX_LINES = 500;
export const SIGNAGE_LOG_MAX_LINE_LENGTH = 500;

/** `POST /api/digital-signage-player/logs`: what the TV has been doing, oldest line first. */
export interface SignageLogsRequest {
  lines: string[];
}

/**
 * One set of lines a TV sent, as `GET /api/digital-signage-devices/{id}/logs` lists them (newest
 * first, the latest few per TV): `command` is the 'logs' command it answered, if one was open.
 */
export interface SignageDeviceLogs {
  id: number;
  device: { id: number };
  command: { id: number } | null;
  receivedAt: string;
  lines: string[];
}

/** A segment as the player plays it: the stored fields resolved to what it needs to show them. */
export interface ProgrammeSegment {
  id: number;
  name: string;
  type: SignageSegmentType;
  durationSeconds: number;
  /**
   * image: the image's address (the 'large' variant, 1920 px wide at most; `image` for a srcset);
   * image-template: its rendered image (null: svc-content renders none yet).
   */
  imageUrl: string | null;
  image: ImageReference | null;
  /** video: the upload's public address; `video` the reference itself. */
  videoUrl: string | null;
  video: UploadReference | null;
  /** block: the content block's rich text (sanitised HTML). */
  block: { id: number; name: string; content: BlockContent } | null;
  /**
   * menu-board: which menu of which branch; the player reads the public catalogue (`GET
   * /api/menus/{id}`, `/api/categories`, `/api/products`) and follows `catalog.catalog.changed`.
   */
  menuBoard: { branch: { id: number }; menu: { id: number } } | null;
  /** pickup-board: the branch, and after how many minutes a ticket leaves the board. */
  pickupBoard: { branch: { id: number }; removeAfterMinutes: number } | null;
}

/** A stream entry with its segment resolved; the duration is the entry's or else the segment's. */
export interface ProgrammeEntry extends Omit<SignageStreamEntry, 'segment' | 'durationSeconds'> {
  segment: ProgrammeSegment;
  durationSeconds: number;
}

export interface ProgrammeRegion extends SceneRegion {
  stream: { id: number; name: string; entries: ProgrammeEntry[] } | null;
}

/**
 * `GET /api/digital-signage-player/programme[?scene=]`: the device's scene (or the one a 'scene'
 * command asks for) with each region's stream resolved. Entries of deleted segments are left out.
 */
export interface SignageProgramme {
  device: { id: number; name: string; branch: { id: number }; orientation: SignageOrientation };
  scene: Pick<Scene, 'id' | 'name' | 'path' | 'orientation'> | null;
  regions: ProgrammeRegion[];
  /** The server's clock when answered (the player corrects its own by it). */
  serverTime: string;
  /** The business time zone the dayparting is evaluated in (config.timeZone). */
  timeZone: string;
}

/** `POST /api/digital-signage-player/heartbeat`. */
export interface SignageHeartbeat {
  nowShowing: { region: string; segment: { id: number } | null }[];
}

/** One ticket of the pickup board. */
export interface PickupBoardTicket {
  /** The order's id (events name it). */
  id: number;
  ticketNumber: string;
  status: 'preparing' | 'pickup-ready';
  /** 'In Zubereitung' or 'Abholbereit' (@theke/domain `orderStatus`). */
  statusText: string;
  /** When the order was placed. */
  createdAt: string;
  /**
   * Since when it is ready (its last change), null while in preparation: the board removes a ready
   * ticket its segment's `removeAfterMinutes` later.
   */
  readySince: string | null;
}

/**
 * `GET /api/digital-signage-player/pickup-board` (the device's branch) and staff's `GET
 * /api/orders/pickup-board?branch=`: today's (business day) pickup orders in preparation and ready,
 * oldest first.
 */
export interface PickupBoard {
  branch: { id: number };
  tickets: PickupBoardTicket[];
}
