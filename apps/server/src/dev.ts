import { run } from './server.ts';

process.env.NODE_ENV ??= 'development';
run('development');
