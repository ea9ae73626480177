import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, ListContextProvider, memoryStore, useList } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerExportButton } from '../../resources/shared/ServerExportButton';
import { i18nProvider } from '../../src/i18n';
import { MenuTitle } from '../../src/layout/MenuTitle';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const List = ({ children }: { children: React.ReactNode }) => (
  <ListContextProvider value={useList({ data: [{ id: 1 }], resource: 'formats' })}>
    {children}
  </ListContextProvider>
);

describe('export buttons', () => {
  it('are all named «Экспорт CSV» and busy, with the rows so far, while the file is made', async () => {
    let finish: (blob: Blob) => void = () => {};
    const exportList = vi.fn(
      (_resource: string, { onProgress }: { onProgress: (rows: number) => void }) =>
        new Promise<Blob>((resolve) => {
          onProgress(120);
          finish = resolve;
        }),
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    render(
      <AdminContext dataProvider={{ exportList } as any} i18nProvider={i18nProvider} store={memoryStore()}>
        <List>
          <ServerExportButton fileName="formats" />
          <ServerExportButton fileName="sticks" accessibleLabel="app.list.exportSticks" />
        </List>
      </AdminContext>,
    );
    const [first, sticks] = screen.getAllByRole('button');
    expect(first).toHaveTextContent('Экспорт CSV');
    expect(sticks).toHaveTextContent('Экспорт CSV');
    expect(screen.getByRole('button', { name: 'Экспорт CSV: стики' })).toBe(sticks);
    fireEvent.click(first);
    await waitFor(() => expect(first).toHaveAttribute('aria-busy', 'true'));
    expect(first).toBeDisabled();
    expect(first).toHaveTextContent(/Экспорт CSV: 120 строк/);
    finish(new Blob(['a;b']));
    await waitFor(() => expect(first).toHaveAttribute('aria-busy', 'false'));
    expect(first).toHaveTextContent(/^Экспорт CSV$/);
  });
});

describe('menu titles', () => {
  const renderTitle = (overflowing: boolean) => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(overflowing ? 400 : 100);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(200);
    render(<MenuTitle text="Запуск glo hyper pro в торговых центрах Алматы и Астаны" />);
    fireEvent.mouseOver(screen.getByText(/Запуск glo hyper pro/));
  };

  it('show the whole title in a tooltip when it does not fit', async () => {
    renderTitle(true);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Запуск glo hyper pro в торговых центрах Алматы и Астаны',
    );
  });

  it('show no tooltip when the title fits', async () => {
    renderTitle(false);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
