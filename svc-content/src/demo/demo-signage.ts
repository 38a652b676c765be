/**
 * Demo digital signage (issue 23, pinned: "a scene with streams for each branch and a demo TV
 * device per branch"): one landscape scene with a main and a side region; per branch a main stream
 * (offers with dayparting, the image film, the quality promise, the branch's menu board) and a
 * side stream with its pickup board; one TV per branch, not yet paired. Branch and menu ids are
 * the catalogue demo's (svc-catalog/src/demo): branch 5 (Innsbruck) is not public but has a menu.
 */
import type { CreationAttributes } from 'sequelize';
import type { SignageStreamEntry } from '@theke/contracts';
import type { Device } from '../signage/devices/device.model';
import type { Scene } from '../signage/scenes/scene.model';
import type { Segment } from '../signage/segments/segment.model';
import type { Stream } from '../signage/streams/stream.model';
import { demoImageRef } from './demo-images';
import { demoUploadRef } from './demo-uploads';

/** Each branch of the catalogue demo with the menu it shows (the active one per SPEC §4). */
const SIGNAGE_BRANCHES = [
  { id: 1, label: 'Wien-Mariahilf', menuId: 2 },
  { id: 2, label: 'Graz', menuId: 3 },
  { id: 3, label: 'Linz', menuId: 4 },
  { id: 4, label: 'Salzburg', menuId: 2 },
  { id: 5, label: 'Innsbruck', menuId: 5 },
] as const;

export const DEMO_SCENES: Array<CreationAttributes<Scene>> = [
  {
    id: 1,
    name: 'Filiale Querformat',
    path: 'filiale-querformat',
    orientation: 'landscape',
    regions: [
      { name: 'main', x: 0, y: 0, width: 70, height: 100 },
      { name: 'side', x: 70, y: 0, width: 30, height: 100 },
    ],
  },
];

/** The segments every branch shares (ids 1–4); each branch's boards follow from id 11 on. */
const SHARED_SEGMENTS: Array<CreationAttributes<Segment>> = [
  { id: 1, name: 'Frühjahrsputz-Paket', type: 'image', durationSeconds: 8, image: demoImageRef(34), video: null, imageTemplateId: null, blockId: null, branchId: null, menuId: null, removeAfterMinutes: null },
  { id: 2, name: 'Fensterreinigung', type: 'image', durationSeconds: 8, image: demoImageRef(101), video: null, imageTemplateId: null, blockId: null, branchId: null, menuId: null, removeAfterMinutes: null },
  { id: 3, name: 'Theke Imagefilm', type: 'video', durationSeconds: 20, image: null, video: stripName(demoUploadRef(2)), imageTemplateId: null, blockId: null, branchId: null, menuId: null, removeAfterMinutes: null },
  { id: 4, name: 'Qualitätsversprechen', type: 'block', durationSeconds: 10, image: null, video: null, imageTemplateId: null, blockId: 2, branchId: null, menuId: null, removeAfterMinutes: null },
];

function stripName({ name: _name, ...reference }: ReturnType<typeof demoUploadRef>) {
  return reference;
}

const menuBoardId = (branchId: number) => 10 + branchId * 2 - 1;
const pickupBoardId = (branchId: number) => 10 + branchId * 2;

const BRANCH_SEGMENTS: Array<CreationAttributes<Segment>> = SIGNAGE_BRANCHES.flatMap((branch) => [
  { id: menuBoardId(branch.id), name: `Speisekarte ${branch.label}`, type: 'menu-board', durationSeconds: 15, image: null, video: null, imageTemplateId: null, blockId: null, branchId: branch.id, menuId: branch.menuId, removeAfterMinutes: null },
  { id: pickupBoardId(branch.id), name: `Abholtafel ${branch.label}`, type: 'pickup-board', durationSeconds: 30, image: null, video: null, imageTemplateId: null, blockId: null, branchId: branch.id, menuId: null, removeAfterMinutes: 15 },
]);

export const DEMO_SEGMENTS = [...SHARED_SEGMENTS, ...BRANCH_SEGMENTS];

const entry = (
  segmentId: number,
  daypart: Partial<Pick<SignageStreamEntry, 'weekdays' | 'fromTime' | 'toTime'>> = {},
): SignageStreamEntry => ({
  segment: { id: segmentId },
  durationSeconds: null,
  weekdays: daypart.weekdays ?? [],
  fromTime: daypart.fromTime ?? null,
  toTime: daypart.toTime ?? null,
  fromDate: null,
  toDate: null,
});

const mainStreamId = (branchId: number) => branchId * 2 - 1;
const sideStreamId = (branchId: number) => branchId * 2;

export const DEMO_STREAMS: Array<CreationAttributes<Stream>> = SIGNAGE_BRANCHES.flatMap((branch) => [
  {
    id: mainStreamId(branch.id),
    name: `${branch.label}: Programm`,
    branchId: branch.id,
    entries: [
      // Dayparting: the spring package in the morning on weekdays, the window offer from noon.
      entry(1, { weekdays: ['1', '2', '3', '4', '5'], fromTime: '06:00', toTime: '12:00' }),
      entry(2, { fromTime: '12:00', toTime: '24:00' }),
      entry(3),
      entry(4),
      entry(menuBoardId(branch.id)),
    ],
  },
  { id: sideStreamId(branch.id), name: `${branch.label}: Abholung`, branchId: branch.id, entries: [entry(pickupBoardId(branch.id))] },
]);

export const DEMO_DEVICES: Array<CreationAttributes<Device>> = SIGNAGE_BRANCHES.map((branch) => ({
  id: branch.id,
  name: `TV ${branch.label}`,
  branchId: branch.id,
  orientation: 'landscape',
  sceneId: 1,
  regions: [
    { region: 'main', stream: { id: mainStreamId(branch.id) } },
    { region: 'side', stream: { id: sideStreamId(branch.id) } },
  ],
}));
