import { ZBioRequest } from '../../../shared/social-bios';
import type { ProgramOperation } from '../../program-api';
import { generateBios, listBios } from './social-bios.service';

export const socialBiosProgram: ProgramOperation[] = [
  {
    operationId: 'generateSocialBios',
    kind: 'generate',
    method: 'post',
    path: '/social-bios',
    tag: 'Social bios',
    summary: 'Write bios for one platform',
    description:
      'Without a mission statement the newest saved mission is used. Uses one of the 10 bio generations a month.',
    body: ZBioRequest,
    status: 201,
    run: (i) => generateBios({ deps: i.deps, userId: i.userId, request: i.body as never }),
  },
  {
    operationId: 'listSocialBios',
    kind: 'list',
    method: 'get',
    path: '/social-bios',
    tag: 'Social bios',
    summary: 'Your saved bios, one entry per platform',
    status: 200,
    run: (i) => listBios({ db: i.deps.db, userId: i.userId }),
  },
];
