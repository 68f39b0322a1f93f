import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

/** Spanish texts of the account settings (profile, mobile, password) (namespace 'me'). */
export default {
  title: 'Configuración de la cuenta',
  profile: 'Perfil',
  security: 'Seguridad',
  avatar: 'Avatar',
  avatarHint: '.jpg .jpeg .png .gif, un solo archivo',
  nickname: 'Apodo',
  username: 'Usuario',
  fullName: 'Nombre completo',
  role: 'Rol',
  school: 'Escuela',
  notSet: 'sin definir',
  change: 'Cambiar',
  changeMobile: 'Cambiar número de móvil',
  newMobile: 'Nuevo número de móvil',
  mobileHint: 'El código se envía al número nuevo',
  sameMobile: 'el número nuevo es igual al actual',
  changePassword: 'Cambiar contraseña',
  passwordHint: 'Tras el cambio se cerrará la sesión; vuelva a entrar con la nueva contraseña',
} satisfies Translation<typeof en>;
