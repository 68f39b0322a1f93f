import { registerLocales } from '../i18n/index.ts';

/** Texts of the shared small components (namespace 'components'). */
registerLocales('components', {
  zh: {
    getCode: '获取验证码',
    resendIn: '{{count}}秒后重新获取',
    codeSent: '验证码已发送',
    uploadAvatar: '上传头像',
    changeAvatar: '更换头像',
    uploadFailed: '上传失败',
    uploadTypes: '只能上传 {{types}} 格式的图片',
    uploadTooLarge: '图片不能超过 {{size}} MB',
    failure: '失败',
    modifiedSuccessfully: '修改成功',
  },
  en: {
    getCode: 'get code',
    resendIn: 'resend in {{count}} s',
    codeSent: 'verification code sent',
    uploadAvatar: 'upload avatar',
    changeAvatar: 'change avatar',
    uploadFailed: 'upload failed',
    uploadTypes: 'only {{types}} images can be uploaded',
    uploadTooLarge: 'the image cannot be larger than {{size}} MB',
    failure: 'failure',
    modifiedSuccessfully: 'modified successfully',
  },
  es: {
    getCode: 'obtener código',
    resendIn: 'reenviar en {{count}} s',
    codeSent: 'código de verificación enviado',
    uploadAvatar: 'subir avatar',
    changeAvatar: 'cambiar avatar',
    uploadFailed: 'error al subir',
    uploadTypes: 'solo se pueden subir imágenes {{types}}',
    uploadTooLarge: 'la imagen no puede superar {{size}} MB',
    failure: 'fallo',
    modifiedSuccessfully: 'modificado correctamente',
  },
});
