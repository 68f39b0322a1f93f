/** How a day counts in a school's calendar (the register's calls answer it per day). */
export const DAY_KIND = { SchoolDay: 1, Weekend: 2, Holiday: 3, MakeUpDay: 4 } as const;
export const isSchoolDayKind = (kind: number): boolean => kind === DAY_KIND.SchoolDay || kind === DAY_KIND.MakeUpDay;
