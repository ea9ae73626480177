import EditIcon from '@mui/icons-material/Edit';
import { fireEvent, render, screen, within } from '@testing-library/react';
import {
  AdminContext,
  Button,
  DataTable,
  ListContextProvider,
  ResourceContextProvider,
  useList,
  useListContext,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponsiveDataTable } from '../../resources/shared/ResponsiveDataTable';
import { i18nProvider } from '../../src/i18n';

/** The screen's width as MUI's useMediaQuery reads it: a phone matches every max-width query. */
const screenIs = (phone: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));

afterEach(() => vi.unstubAllGlobals());

const BRANDS = [
  { id: 1, title: 'Winston', segment: { title: 'Премиум' } },
  { id: 2, title: 'Kent', segment: null },
];

const Selected = () => {
  const { selectedIds } = useListContext();
  return <Button label={`Продлить: ${selectedIds.join(',')}`} />;
};

const Brands = ({ onEdit }: { onEdit: (id: number) => void }) => {
  const list = useList({ data: BRANDS, resource: 'brands' });
  return (
    <ListContextProvider value={list}>
      <ResponsiveDataTable rowClick={false} bulkActionButtons={<Selected />} expand={<p>Форматы бренда</p>}>
        <DataTable.Col source="title" label="Бренд" />
        <DataTable.Col source="segment.title" label="Сегмент" />
        <DataTable.Col
          label="Действия"
          align="right"
          render={(b: { id: number }) => (
            <Button label="Изменить" onClick={() => onEdit(b.id)}>
              <EditIcon />
            </Button>
          )}
        />
      </ResponsiveDataTable>
    </ListContextProvider>
  );
};

const renderBrands = (onEdit = vi.fn()) =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ResourceContextProvider value="brands">
        <Brands onEdit={onEdit} />
      </ResourceContextProvider>
    </AdminContext>,
  );

describe('ResponsiveDataTable', () => {
  it('is a table on a wide screen', async () => {
    screenIs(false);
    renderBrands();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Сегмент' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('record-card')).toHaveLength(0);
  });

  it('is one card a record on a phone: the first column as its title, the others labelled', async () => {
    screenIs(true);
    renderBrands();
    const cards = await screen.findAllByTestId('record-card');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
    const winston = within(cards[0]);
    expect(winston.getByText('Winston')).toBeInTheDocument();
    expect(winston.getByText('Сегмент').tagName).toBe('DT');
    expect(winston.getByText('Премиум').tagName).toBe('DD');
    // An empty value says so rather than leaving a hole.
    expect(within(cards[1]).getByText('—')).toBeInTheDocument();
  });

  it("keeps the row actions on each card, as icon buttons with the action's name", async () => {
    screenIs(true);
    const onEdit = vi.fn();
    renderBrands(onEdit);
    const kent = (await screen.findAllByTestId('record-card'))[1];
    const edit = within(kent).getByRole('button', { name: 'Изменить' });
    expect(edit.querySelector('svg')).not.toBeNull();
    fireEvent.click(edit);
    expect(onEdit).toHaveBeenCalledWith(2);
  });

  it('selects cards for the bulk actions, and opens the expand panel behind a toggle', async () => {
    screenIs(true);
    renderBrands();
    const [winston, kent] = await screen.findAllByTestId('record-card');
    fireEvent.click(within(kent).getByRole('checkbox', { name: 'Выбрать' }));
    expect(await screen.findByRole('button', { name: 'Продлить: 2' })).toBeInTheDocument();

    expect(screen.queryByText('Форматы бренда')).toBeNull();
    const toggle = within(winston).getByRole('button', { name: 'Подробнее' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(within(winston).getByText('Форматы бренда')).toBeInTheDocument();
    expect(within(winston).getByRole('button', { name: 'Свернуть' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
