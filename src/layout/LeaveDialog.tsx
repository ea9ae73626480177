import { Confirm } from 'react-admin';

/** «Есть несохранённые изменения. Уйти без сохранения?»: «Остаться» keeps the edits, «Уйти» leaves. */
const LeaveDialog = ({ onLeave, onStay }: { onLeave: () => void; onStay: () => void }) => (
  <Confirm
    isOpen
    title="app.leave.title"
    content="app.leave.question"
    confirm="app.leave.leave"
    cancel="app.leave.stay"
    onConfirm={onLeave}
    onClose={onStay}
  />
);

export default LeaveDialog;
