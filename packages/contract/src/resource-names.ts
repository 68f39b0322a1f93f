/**
 * The name of every resource of the contract (its API module), one list: resources.ts maps each
 * to its definition, and defineResource checks every definition's refs against it (and its menu
 * against MenuName). A leaf with no imports, so the definitions can type against ResourceName
 * without a circle.
 */
export const RESOURCE_NAMES = [
  'Action',
  'AgeBracket',
  'Agent',
  'Attendance',
  'AuditLog',
  'Body',
  'Class',
  'ClientRole',
  'Cookbook',
  'DietRecord',
  'Dish',
  'FoodInformation',
  'BraceletData',
  'FaceEmotionDetail',
  'GovernmentSupervise',
  'Hw',
  'Hygiene',
  'Infrared',
  'Leave',
  'NutritiveAppraisalConfig',
  'NutritiveElement',
  'NutritiveElementADI',
  'MedicineFeeding',
  'Parent',
  'ParentEntrust',
  'PostClientRoleSetting',
  'Salesperson',
  'School',
  'SleepRecord',
  'SpeechRecord',
  'Student',
  'StudentChange',
  'SysRole',
  'SysUser',
  'Teacher',
  'TeacherChange',
  'TeacherCheckIn',
  'Vacation',
  'VacationTemplate',
  'VacationTemplateItem',
  'Visit',
  'WarningEvent',
  // faces
  'EmotionGrowthAdvice',
  'FaceConsent',
  'FaceSet',
  'FaceSnapshot',
  // smart-centre settings (issue 19): devices, health-logs
  'CloudAccount',
  'ParkSetting',
  'VideoRecord',
  'VoicePrint',
  // the smart centre's devices and alert rules (issue 19)
  'Equipment',
  'MessageConfig',
  'Radar',
  'WarningMessageType',
  // family contracts (issue 20)
  'ContractPackage',
  'DiscountItem',
  'ServiceSet',
  'Contract',
  'ContractChange',
] as const;

export type ResourceName = (typeof RESOURCE_NAMES)[number];
