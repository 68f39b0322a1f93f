import type { FastifyInstance } from 'fastify';
import type { Module, Services } from '../http/context.ts';
import { exportFilesPlugin } from '../resource/index.ts';
import { accountModule } from './account/index.ts';
import { accountsModule } from './accounts/index.ts';
import { attendanceModule } from './attendance/index.ts';
import { authModule } from './auth/index.ts';
import { homeModule } from './home/index.ts';
import { menuModule } from './menu/index.ts';
import { msgtransferModule } from './msgtransfer/index.ts';
import { peopleModule } from './people/index.ts';
import { permissionsModule } from './permissions/index.ts';
import { referenceModule } from './reference/index.ts';
import { resourcesModule } from './resources/index.ts';
import { schoolParameterModule } from './school-parameter/index.ts';
import { smsModule } from './sms/index.ts';
import { studentSecretsPlugin, studentsModule } from './students/index.ts';
import { uploadPlugin } from './upload/index.ts';
import { userModule } from './user/index.ts';

/** Every business module, registered against its contract endpoints. */
export const modules: Module[] = [
  authModule,
  smsModule,
  accountModule,
  userModule,
  menuModule,
  referenceModule,
  msgtransferModule,
  homeModule,
  resourcesModule,
  // After resourcesModule: Student/UpdateV2 is Student/Update's handler.
  studentsModule,
  peopleModule,
  schoolParameterModule,
  accountsModule,
  permissionsModule,
  attendanceModule,
];

/** Routes that need the raw request (multipart uploads, generated files). */
export const plugins: ((app: FastifyInstance, services: Services) => void)[] = [uploadPlugin, exportFilesPlugin, studentSecretsPlugin];
