import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import { dataOverview } from './data-overview.ts';
import { healthToday } from './health.ts';
import { schoolData } from './today.ts';
import { todolist } from './todo.ts';

/**
 * Dashboard figures (spec §2.2 panels, §7 "home page (GetSchoolData, GetTodolist)"), within the
 * caller's scope: the data overview (data-overview.ts), today's figures (today.ts), the to-do
 * list (todo.ts), the health panel (health.ts).
 */
export const homeModule: Module = (r) => {
  r.handle(api.homeSchoolData, schoolData);
  r.handle(api.homeTodolist, todolist);
  r.handle(api.dataOverview, dataOverview);
  r.handle(api.homeHealthToday, healthToday);
};
