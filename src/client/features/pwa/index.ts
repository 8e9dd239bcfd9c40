export { useOnline } from './online-status';
export { PwaLayer } from './pwa-layer';
