import ActivityEditorPage from './ActivityEditorPage';

/** activity/{id}/view (HQ): the editor, read-only. */
const ActivityPreviewPage = () => <ActivityEditorPage readOnly />;

export default ActivityPreviewPage;
