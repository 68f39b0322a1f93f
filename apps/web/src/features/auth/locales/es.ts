import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

/** Spanish texts of sign-in, register, reset password (namespace 'auth'). */
export default {
  title: 'Consola de la red de guarderías',
  subtitle: 'Plataforma de gestión de cuidado infantil y educación temprana',
  tabPassword: 'Contraseña',
  tabSms: 'Código SMS',
  username: 'Usuario',
  login: 'Iniciar sesión',
  register: 'Registrarse',
  forgotPassword: 'Olvidé mi contraseña',
  backToLogin: 'Volver a iniciar sesión',
  haveAccount: '¿Ya tiene una cuenta?',
  registerTitle: 'Registrarse para una prueba',
  registerHint: 'Su escuela empieza en periodo de prueba y usted será su administrador',
  fullName: 'Nombre completo',
  schoolName: 'Nombre de la escuela',
  schoolAddress: 'Dirección de la escuela',
  schoolAddressPlaceholder: 'Provincia / ciudad / distrito',
  agreement: 'He leído y acepto el acuerdo de usuario y la política de privacidad',
  submitRegister: 'Registrarse',
  mobileTaken: 'este número de móvil ya está registrado',
  resetTitle: 'Restablecer contraseña',
  stepVerify: 'Verificar móvil',
  stepNewPassword: 'Nueva contraseña',
  signingIn: 'Iniciando sesión…',
  missingToken: 'el enlace de inicio de sesión no lleva token',
} satisfies Translation<typeof en>;
