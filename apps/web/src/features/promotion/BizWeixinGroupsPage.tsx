import { bizWeixinGroup } from '@kc/contract';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { ImageField } from './PhotoWall.tsx';

const widgets = { QrImage: ImageField };

/** /Market/EnrollmentTools/BizWeixinGroup: a school's marketing groups on the messaging app, with each group's QR image. */
export default function BizWeixinGroupsPage() {
  return <ResourcePage def={bizWeixinGroup} formWidgets={widgets} />;
}
