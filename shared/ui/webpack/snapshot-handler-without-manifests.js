// The shell's stand-in for runtime-core's SnapshotHandler (ADR 0011). Snapshots serve manifest
// entries and preloadRemote; Theke registers remotes by their remoteEntry.js and never preloads
// through the runtime (the gateway preloads from the HTML), so the manifest loading and snapshot
// generation (≈ 2 KiB gzip of main.js) are left out. The class keeps its hooks, so runtime plugins
// that tap them still register; asking for a remote snapshot is an error.
import { Global, getGlobalSnapshot, getGlobalSnapshotInfoByModuleInfo, getInfoWithoutType } from 'theke-mf-runtime-core-dist/global.js';
import { AsyncHook } from 'theke-mf-runtime-core-dist/utils/hooks/asyncHook.js';
import { AsyncWaterfallHook } from 'theke-mf-runtime-core-dist/utils/hooks/asyncWaterfallHooks.js';
import { PluginSystem } from 'theke-mf-runtime-core-dist/utils/hooks/pluginSystem.js';

// Unchanged from runtime-core: the remote handler reads global remote info through it.
function getGlobalRemoteInfo(moduleInfo, origin) {
  const hostGlobalSnapshot = getGlobalSnapshotInfoByModuleInfo({ name: origin.name, version: origin.options.version });
  const globalRemoteInfo =
    hostGlobalSnapshot &&
    'remotesInfo' in hostGlobalSnapshot &&
    hostGlobalSnapshot.remotesInfo &&
    getInfoWithoutType(hostGlobalSnapshot.remotesInfo, moduleInfo.name).value;
  if (globalRemoteInfo && globalRemoteInfo.matchedVersion) {
    return {
      hostGlobalSnapshot,
      globalSnapshot: getGlobalSnapshot(),
      remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({ name: moduleInfo.name, version: globalRemoteInfo.matchedVersion }),
    };
  }
  return {
    hostGlobalSnapshot: undefined,
    globalSnapshot: getGlobalSnapshot(),
    remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({
      name: moduleInfo.name,
      version: 'version' in moduleInfo ? moduleInfo.version : undefined,
    }),
  };
}

class SnapshotHandler {
  constructor(HostInstance) {
    this.loadingHostSnapshot = null;
    this.manifestCache = new Map();
    this.hooks = new PluginSystem({
      beforeLoadRemoteSnapshot: new AsyncHook('beforeLoadRemoteSnapshot'),
      loadSnapshot: new AsyncWaterfallHook('loadGlobalSnapshot'),
      loadRemoteSnapshot: new AsyncWaterfallHook('loadRemoteSnapshot'),
      afterLoadSnapshot: new AsyncWaterfallHook('afterLoadSnapshot'),
      beforeLoadManifest: new AsyncHook('beforeLoadManifest'),
      afterLoadManifest: new AsyncHook('afterLoadManifest'),
    });
    this.manifestLoading = Global.__FEDERATION__.__MANIFEST_LOADING__;
    this.HostInstance = HostInstance;
    this.loaderHook = HostInstance.loaderHook;
  }

  async loadRemoteSnapshotInfo({ moduleInfo }) {
    throw new Error(`Theke loads remotes by remoteEntry.js only; no snapshot for ${moduleInfo.name}`);
  }

  getGlobalRemoteInfo(moduleInfo) {
    return getGlobalRemoteInfo(moduleInfo, this.HostInstance);
  }
}

export { SnapshotHandler, getGlobalRemoteInfo };
