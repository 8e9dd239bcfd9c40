export * from './auth';
export * from './profile';
export * from './admin';
export * from './quota';
export * from './mail';
export * from './newsletter';
export * from './ai';
export * from './jobs';
