import type { GrantAction, MenuAdminNode, MenuGrantNode } from '@kc/contract';
import { describe, expect, it } from 'vitest';
import {
  deletionOf,
  dropTarget,
  fieldChecks,
  formValuesOf,
  menuFieldOfRefusal,
  newValuesUnder,
  shifted,
  TOP_LEVEL,
  updateInput,
} from '../src/features/menus/menuModel.ts';
import {
  actionEditable,
  changedEntries,
  checkBranch,
  grantsOf,
  menusInput,
  setActions,
  uncheckBranch,
} from '../src/features/permissions/grantModel.ts';

const ALL: GrantAction[] = ['view', 'add', 'edit', 'delete', 'audit', 'export'];

function grantNode(id: number, name: string, o: Partial<MenuGrantNode> = {}, children: MenuGrantNode[] = []): MenuGrantNode {
  return {
    SysMenuId: id,
    ParentId: null,
    Name: name,
    TitleZh: name,
    TitleEn: name,
    TitleEs: name,
    Hidden: false,
    State: 0,
    ActionValues: [],
    Grantable: ALL,
    ...o,
    Children: children.map((c) => ({ ...c, ParentId: id })),
  };
}

describe('role grants (the menu permissions drawer)', () => {
  const tree = [
    grantNode(1, 'Teach', {}, [
      grantNode(2, 'BabyInfo', {}, [
        grantNode(3, 'StudentManage', { ActionValues: ['export', 'view'] }),
        grantNode(4, 'Parents', { Grantable: ['view'] }),
      ]),
      grantNode(5, 'ClassManage', { Grantable: [] }),
    ]),
  ];
  const teach = tree[0] as MenuGrantNode;
  const babyInfo = teach.Children[0] as MenuGrantNode;

  it('reads the granted entries in the canonical action order', () => {
    expect([...grantsOf(tree)]).toEqual([[3, ['view', 'export']]]);
  });

  it('checks a branch with what the caller may give, keeping entries already granted', () => {
    const checked = checkBranch(grantsOf(tree), teach, ['view', 'edit']);
    expect(Object.fromEntries(checked)).toEqual({
      1: ['view', 'edit'],
      2: ['view', 'edit'],
      3: ['view', 'export'],
      4: ['view'],
      // nothing the caller may give: stays unchecked
    });
    expect(Object.fromEntries(uncheckBranch(checked, babyInfo))).toEqual({ 1: ['view', 'edit'] });
  });

  it('sets one entry’s actions; none left takes the entry away', () => {
    const g = grantsOf(tree);
    expect(setActions(g, 3, ['delete', 'view']).get(3)).toEqual(['view', 'delete']);
    expect(setActions(g, 3, []).has(3)).toBe(false);
    expect(changedEntries(g, setActions(g, 3, ['view']))).toBe(1);
    expect(changedEntries(g, setActions(g, 3, ['export', 'view']))).toBe(0);
    expect(menusInput(setActions(g, 4, ['view']))).toEqual([
      { SysMenuId: 3, ActionValues: ['view', 'export'] },
      { SysMenuId: 4, ActionValues: ['view'] },
    ]);
  });

  it('lets an action be taken away but given only when the caller holds it', () => {
    const parents = babyInfo.Children[1] as MenuGrantNode;
    expect(actionEditable(parents, ['view'], 'view')).toBe(true);
    expect(actionEditable(parents, ['view'], 'add')).toBe(false);
    expect(actionEditable(parents, ['view', 'add'], 'add')).toBe(true);
  });
});

function adminNode(id: number, name: string, o: Partial<MenuAdminNode> = {}, children: MenuAdminNode[] = []): MenuAdminNode {
  return {
    SysMenuId: id,
    ParentId: null,
    Path: name,
    Name: name,
    TitleZh: `${name}-zh`,
    TitleEn: `${name}-en`,
    TitleEs: `${name}-es`,
    Icon: '',
    Component: `client/${name}`,
    Redirect: null,
    Hidden: false,
    NoCache: false,
    Sort: 0,
    State: 0,
    SystemId: 1,
    Roles: 0,
    Protected: false,
    ...o,
    Children: children.map((c) => ({ ...c, ParentId: id })),
  };
}

describe('menu editor model', () => {
  const client = adminNode(10, 'Client', { Path: '/Client', Component: 'Layout' }, [
    adminNode(11, 'ManagerRoot', { Roles: 2 }),
    adminNode(12, 'Group', { Component: 'ParentView' }, [adminNode(13, 'A', { Roles: 1 }), adminNode(14, 'B', { Protected: true })]),
    adminNode(15, 'ManagerPage'),
  ]);
  const tree = [client, adminNode(20, 'Root', { Path: '/Root', Component: 'Layout' })];
  const group = client.Children[1] as MenuAdminNode;
  const managerPage = client.Children[2] as MenuAdminNode;

  it('counts what a delete takes along', () => {
    expect(deletionOf(group)).toEqual({ entries: 3, grants: 1, protectedNames: ['B'] });
    expect(deletionOf(client).entries).toBe(6);
  });

  it('turns a drop into Move’s parent and index among the siblings without the dragged entry', () => {
    expect(dropTarget(tree, 15, group, 'into')).toEqual({ ParentId: 12, Index: 0 });
    expect(dropTarget(tree, 15, client.Children[0] as MenuAdminNode, 'before')).toEqual({ ParentId: 10, Index: 0 });
    expect(dropTarget(tree, 11, managerPage, 'after')).toEqual({ ParentId: 10, Index: 2 });
    expect(dropTarget(tree, 13, client, 'after')).toEqual({ ParentId: null, Index: 1 });
  });

  it('moves up and down within the siblings, not past the ends', () => {
    expect(shifted(tree, managerPage, -1)).toEqual({ ParentId: 10, Index: 1 });
    expect(shifted(tree, managerPage, 1)).toBeNull();
    expect(shifted(tree, client, -1)).toBeNull();
  });

  it('sends only the changed fields of an edit', () => {
    const values = { ...formValuesOf(managerPage), TitleEn: ' Menus ', Hidden: true, Enabled: false };
    expect(updateInput(managerPage, values)).toEqual({ SysMenuId: 15, TitleEn: 'Menus', Hidden: true, State: 1 });
    expect(updateInput(managerPage, { ...formValuesOf(managerPage), ParentId: TOP_LEVEL })).toEqual({ SysMenuId: 15, ParentId: null });
  });

  it('checks fields with the contract’s rules before sending', () => {
    const top = newValuesUnder(null);
    const below = newValuesUnder(client);
    expect(fieldChecks.Name?.('1abc', below)).toEqual({ key: 'badName' });
    expect(fieldChecks.Name?.('Abc_1', below)).toBeNull();
    expect(fieldChecks.Path?.('Screen', top)).toEqual({ key: 'badPath' });
    expect(fieldChecks.Path?.('/Section', top)).toBeNull();
    expect(fieldChecks.Path?.('/Screen', below)).toEqual({ key: 'badPath' });
    expect(fieldChecks.Path?.('Group/:Id', below)).toBeNull();
    expect(fieldChecks.Path?.('https://example.com/a', below)).toBeNull();
    expect(fieldChecks.TitleEn?.('', below)).toEqual({ key: 'required' });
    expect(fieldChecks.TitleEn?.('x'.repeat(51), below)).toEqual({ key: 'tooLong', values: { max: 50 } });
    expect(fieldChecks.Component?.('teach/StudentManage', below)).toBeNull();
    expect(fieldChecks.Component?.('Nope', below)).toEqual({ key: 'badComponent' });
    expect(fieldChecks.Redirect?.('noredirect', below)).toBeNull();
    expect(fieldChecks.Redirect?.('elsewhere', below)).toEqual({ key: 'badRedirect' });
  });

  it('puts a refusal naming a field on that field', () => {
    expect(menuFieldOfRefusal('Name: a menu entry named X already exists')).toEqual({
      field: 'Name',
      message: 'a menu entry named X already exists',
    });
    expect(menuFieldOfRefusal('State: must stay enabled')).toEqual({ field: 'Enabled', message: 'must stay enabled' });
    expect(menuFieldOfRefusal('no permission')).toBeNull();
    expect(menuFieldOfRefusal('Menus: no entry')).toBeNull();
  });
});
