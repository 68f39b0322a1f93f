import type { MenuName } from '../menus/tree.ts';

/**
 * The smart centre (/Ai, spec §2.3): the menu entries whose calls a school without it
 * (contract type 6 or 20, NO_AI_CONTRACT_TYPES) may not make. A call is a smart-centre call
 * when its grant names one of these entries: the call pipeline refuses it for such a school's
 * staff, and the data scope of a smart-centre entity leaves those schools out. The list is the
 * seeded /Ai subtree (a test keeps the two equal).
 */
export const SMART_CENTRE_MENUS = [
  'Ai',
  'EquipmentList',
  'EquipmentSet',
  'DiaperSensorSet',
  'CameraConfig',
  'SpeechBindSet',
  'Radar',
  'FaceEmotion',
  'Warm',
  'MessageConfig',
  'Visit',
  'FaceSet',
  'CloudAccount',
  'ParkSetting',
  'VoicePrint',
  'VideoRecord',
  'WarningRecord',
  'ParentEntrustWarning',
  'ControlRoom',
] as const satisfies readonly MenuName[];

const smartCentreMenus: ReadonlySet<string> = new Set(SMART_CENTRE_MENUS);

/** Whether a grant's menu entry belongs to the smart centre. */
export const isSmartCentreMenu = (menu: string | undefined): boolean => menu != null && smartCentreMenus.has(menu);

/** School contract types whose schools have no smart centre (the Ai menu and calls). */
export const NO_AI_CONTRACT_TYPES: readonly number[] = [6, 20];

/** Whether a school with this contract type has the smart centre. */
export const hasSmartCentre = (schoolContractType: number): boolean => !NO_AI_CONTRACT_TYPES.includes(schoolContractType);

/** The refusal (100003) of a smart-centre call by the staff of a school without it. */
export const NO_SMART_CENTRE_MESSAGE = "no permission: the school's contract has no smart centre";
