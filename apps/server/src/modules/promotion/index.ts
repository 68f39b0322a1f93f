import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import type { ResourceBindings } from '../../resource/index.ts';
import { extendCodeBinding } from './extend-code-binding.ts';
import { getPreviewPage, getPublicPage } from './home-page.ts';
import { mySchoolBinding } from './my-school-binding.ts';
import { bizWeixinGroupBinding, recruitBinding } from './tools-bindings.ts';

export { promotionPublicPlugin } from './public-routes.ts';

/** The school home page, offline promotion codes, enrolment scripts and marketing groups. */
export const promotionBindings = {
  BizWeixinGroup: bizWeixinGroupBinding,
  ExtendCode: extendCodeBinding,
  MySchool: mySchoolBinding,
  Recruit: recruitBinding,
} satisfies Partial<ResourceBindings>;

/** The home page for the public and its preview in the console. */
export const promotionModule: Module = (r) => {
  r.handle(api.mySchoolGetPublic, getPublicPage);
  r.handle(api.mySchoolGetPreview, getPreviewPage);
};
