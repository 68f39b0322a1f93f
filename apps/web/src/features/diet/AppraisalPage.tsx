import { nutritiveAppraisalConfig } from '@kc/contract';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/** NutritiveAppraisalConfig (/Root/NutritiveAppraisalConfig): the rating bands of the nutrition analysis. */
export default function AppraisalPage() {
  return <ResourcePage def={nutritiveAppraisalConfig} />;
}
