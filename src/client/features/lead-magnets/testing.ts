/** A saved lead magnet for unit tests: the one the server's PDF tests use too. */
export { sampleMagnet } from '../../../shared/lead-magnet-document.testing';
