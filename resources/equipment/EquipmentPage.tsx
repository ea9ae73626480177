import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { List, TopToolbar, useTranslate } from 'react-admin';
import type { EquipmentKind } from '../../domain/validation/equipment';
import { KeysetPagination } from '../shared/KeysetPagination';
import { SearchInput } from '../shared/SearchInput';
import { ServerExportButton } from '../shared/ServerExportButton';
import { ListUploadButton } from '../shared/upload/ListUploadButton';
import { UploadHistory } from '../shared/upload/UploadHistory';
import { useTabletFormData } from './api';
import { EquipmentTable } from './EquipmentTable';

const filters = [<SearchInput key="q" source="q" placeholder="resources.equipment.search" alwaysOn />];

const TABS: { kind: EquipmentKind; resource: 'tablets' | 'stands'; label: string }[] = [
  { kind: 'tablet', resource: 'tablets', label: 'resources.equipment.tabs.tablets' },
  { kind: 'stend', resource: 'stands', label: 'resources.equipment.tabs.stands' },
];

const UPLOAD_TYPE = { tablet: 'EQUIPMENT_TABLETS', stend: 'EQUIPMENT_STANDS' } as const;

const Actions = ({ kind }: { kind: EquipmentKind }) => (
  <TopToolbar>
    <ListUploadButton uploadType={UPLOAD_TYPE[kind]} />
    <ServerExportButton fileName={kind === 'tablet' ? 'tablets' : 'stands'} />
  </TopToolbar>
);

/**
 * The Equipment page (/equipment; HQ all, a coordinator their own): tabs «Планшеты» and «Стенды»,
 * each 10 a page with search, edit and remove. Only the current tab's list is loaded; entry loads
 * the tablets and the tablet form's lists.
 */
export const EquipmentPage = () => {
  const translate = useTranslate();
  const [current, setCurrent] = useState(0);
  useTabletFormData();
  const tab = TABS[current];
  return (
    <Box>
      <Tabs
        value={current}
        onChange={(_event, value: number) => setCurrent(value)}
        aria-label={translate('resources.equipment.name')}
        variant="scrollable"
      >
        {TABS.map((t) => (
          <Tab key={t.kind} label={translate(t.label)} id={`equipment-tab-${t.kind}`} />
        ))}
      </Tabs>
      <List
        key={tab.resource}
        resource={tab.resource}
        title="resources.equipment.name"
        disableSyncWithLocation
        storeKey={`equipment.${tab.resource}`}
        filters={filters}
        perPage={10}
        exporter={false}
        actions={<Actions kind={tab.kind} />}
        pagination={<KeysetPagination rowsPerPageOptions={[10]} />}
      >
        <EquipmentTable kind={tab.kind} />
      </List>
      <UploadHistory key={tab.kind} uploadType={UPLOAD_TYPE[tab.kind]} />
    </Box>
  );
};
