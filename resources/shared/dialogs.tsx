import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import {
  type ComponentType,
  createContext,
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import { Button, type Identifier, useCanAccess, useRecordContext } from 'react-admin';

/**
 * One create/edit dialog of a list page: the toolbar's "new" button and the rows' "edit" buttons
 * open it; it is mounted only while shown, and its code (the form, its inputs, yup) is loaded on
 * first opening, not with the list. Several per page (sticks) each get their own.
 */
export interface DialogProps {
  id?: Identifier;
  /** Initial values of a new record (e.g. the brand of a stick added from that brand). */
  defaults?: Record<string, unknown>;
  onClose: () => void;
}

type Open = (id?: Identifier, defaults?: Record<string, unknown>) => void;

export const createDialog = (load: () => Promise<ComponentType<DialogProps>>) => {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  const Context = createContext<Open | null>(null);

  const Provider = ({ children }: { children: ReactNode }) => {
    const [shown, setShown] = useState<{ id?: Identifier; defaults?: Record<string, unknown> } | null>(null);
    const close = useCallback(() => setShown(null), []);
    const open = useMemo<Open>(() => (id, defaults) => setShown({ id, defaults }), []);
    return (
      <Context.Provider value={open}>
        {children}
        {shown && (
          <Suspense fallback={null}>
            <Dialog id={shown.id} defaults={shown.defaults} onClose={close} />
          </Suspense>
        )}
      </Context.Provider>
    );
  };

  const useOpen = (): Open => {
    const open = useContext(Context);
    if (!open) throw new Error('A dialog button is used outside its dialog provider');
    return open;
  };

  /** The toolbar's button for a new record. */
  const NewButton = ({ label, defaults }: { label: string; defaults?: Record<string, unknown> }) => {
    const open = useOpen();
    return (
      <Button label={label} onClick={() => open(undefined, defaults)}>
        <AddIcon />
      </Button>
    );
  };

  /** A row's button that edits its record. */
  const EditButton = () => {
    const open = useOpen();
    const record = useRecordContext();
    if (!record) return null;
    return (
      <Button
        label="app.common.edit"
        onClick={(event: MouseEvent) => {
          event.stopPropagation(); // a row click may toggle its expand panel
          open(record.id);
        }}
      >
        <EditIcon />
      </Button>
    );
  };

  return { Provider, useOpen, NewButton, EditButton };
};

/** Renders its children only for those who may write the resource (MANAGER_BU reads sticks). */
export const IfCanWrite = ({ resource, children }: { resource: string; children: ReactNode }) => {
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  return canAccess ? children : null;
};
