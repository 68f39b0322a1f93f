/** The query of the own school list (SysUser/SelectSchoolList). */
export const SCHOOL_LIST_QUERY = { State: 0, IdentityType: 2 } as const;
