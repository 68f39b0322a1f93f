import { api, contractPackage, PACKAGE_KIND, resourceEndpoints, SERVICE_KIND, SERVICE_UNIT, serviceSet } from '@kc/contract';
import { beforeAll, expect, it } from 'vitest';
import { apiClient, apiLogin, clickRowAction, clickSettled, toast, withSignedInPage } from '../src/browser.ts';
import { runStamp } from '../src/dates.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * park01 sets how many of each included item a package holds, from the package screen's dialog
 * (ContractPackage/GetItemQuantities, SetItemQuantities); when an item has left the package
 * meanwhile, the save is refused and the dialog shows the server's message.
 */
const suite = browserSuite({ signIn: ['park01'], quiet: ['park01'] });
let park: ReturnType<typeof apiClient>;
const stamp = runStamp();
const packageName = `园服套餐${stamp}`;
let schoolId: number;
let packageId: number;
let uniform: number;
let meals: number;

beforeAll(async () => {
  park = apiClient(await apiLogin('park01'));
  const schools = await park.call(resourceEndpoints(contractPackage).SelectPage, { cur_page: 1, size: 1 });
  schoolId = Number((schools.data as { list: { SchoolId: number }[] }).list[0]?.SchoolId);
  const item = async (ServiceName: string, Kind: number, Unit: number) => {
    const r = await park.call(resourceEndpoints(serviceSet).Add, { SchoolId: schoolId, ServiceName, Kind, UnitPrice: 10_000, Unit });
    expect(r.code, r.msg).toBe(100000);
    return Number((r.data as { ServiceId: number }).ServiceId);
  };
  uniform = await item(`园服${stamp}`, SERVICE_KIND.Uniform, SERVICE_UNIT.Once);
  meals = await item(`伙食${stamp}`, SERVICE_KIND.Meals, SERVICE_UNIT.Month);
  const pkg = await park.call(resourceEndpoints(contractPackage).Add, {
    SchoolId: schoolId,
    PackageName: packageName,
    Kind: PACKAGE_KIND.Months,
    Months: 3,
    Price: 300_000,
    ServiceIds: [uniform, meals],
  });
  expect(pkg.code, pkg.msg).toBe(100000);
  packageId = Number((pkg.data as { PackageId: number }).PackageId);
});

it('sets a package’s item quantities in its dialog; a refusal is shown as the server words it', () =>
  withSignedInPage(suite.browser, suite.state('park01'), async (page) => {
    await page.goto(`/Market/ThingsList/PackageSet?PackageName=${encodeURIComponent(packageName)}`);
    const row = page.getByTestId('resource-table').locator(`tr[data-row-id="${packageId}"]`);
    await row.waitFor();
    await clickRowAction(row, 'package-items');
    const dialog = page.getByTestId('package-items-dialog');
    const uniformInput = dialog.getByTestId(`package-item-quantity-${uniform}`);
    await uniformInput.waitFor();
    // Each item by its name, with its quantity (1 until set), labelled for a screen reader.
    await expect.poll(() => uniformInput.inputValue()).toBe('1');
    await dialog.getByRole('spinbutton', { name: `伙食${stamp}` }).waitFor();
    await uniformInput.fill('2');
    await dialog.getByTestId(`package-item-quantity-${meals}`).fill('3');
    await clickSettled(page, 'package-items-save');
    await toast(page, 'Quantities saved').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const saved = await park.call(api.contractPackageItemQuantities, { PackageId: packageId });
    expect(new Map(saved.data.Items.map((i) => [i.ServiceId, i.Quantity]))).toEqual(
      new Map([
        [uniform, 2],
        [meals, 3],
      ]),
    );

    // Reopened: the saved quantities; meanwhile the meals leave the package, so the save is refused.
    await clickRowAction(row, 'package-items');
    await expect.poll(() => dialog.getByTestId(`package-item-quantity-${meals}`).inputValue()).toBe('3');
    const edited = await park.call(resourceEndpoints(contractPackage).Update, {
      PackageId: packageId,
      SchoolId: schoolId,
      PackageName: packageName,
      Kind: PACKAGE_KIND.Months,
      Months: 3,
      Price: 300_000,
      ServiceIds: [uniform],
    });
    expect(edited.code, edited.msg).toBe(100000);
    await clickSettled(page, 'package-items-save');
    const refusal = dialog.getByTestId('package-items-error');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain(`item ${meals} is not included in the package`);
    await expect
      .poll(async () => (await park.call(api.contractPackageItemQuantities, { PackageId: packageId })).data.Items)
      .toEqual([{ ServiceId: uniform, ServiceName: `园服${stamp}`, Quantity: 2 }]);
  }));
