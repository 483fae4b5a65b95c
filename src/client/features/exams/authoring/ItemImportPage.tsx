import { Alert, Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ITEM_IMPORT_RESTRICTED } from '../../../../shared/item-bank/import-export';
import type { ImportReport } from '../../../../shared/item-bank/schemas';
import { paths } from '../../../../shared/paths';
import { can } from '../../../../shared/roles';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageMeta } from '../../../components/PageMeta';
import { PageLoader } from '../../../components/PageStatus';
import { translateText } from '../../../i18n/i18n';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useAcceptImport } from './api/accept-import';
import { useDiscardImport } from './api/discard-import';
import { ExportItemsCard } from './export/ExportItemsCard';
import { ImportFileForm } from './import/ImportFileForm';
import { ImportReportView } from './import/ImportReportView';

/**
 * /item-bank/import, Import Items (issue 28 item 4): instructors and admins (`createTests`, spec
 * §6) choose a GIFT, Moodle XML, QTI 3 package, JSON or CSV file, which uploads with a progress bar
 * and comes back as a report (the items it would add, each with what to fix before review, the
 * questions it cannot, with the reason);
 * "Add N items as drafts" (after a confirmation) puts them in her item bank as drafts, "Discard"
 * drops the report. Below the form, downloads of her items or the shared bank (ExportItemsCard).
 * Other roles read ITEM_IMPORT_RESTRICTED and ask the API for nothing but the session.
 */
export function Component() {
  const { user, isLoading } = useCurrentUser();
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <PageMeta page={paths.itemImport} />
      <Title order={1}>{t('Import Items')}</Title>
      {isLoading ? (
        <PageLoader label={t('Checking your account')} />
      ) : user && can(user, 'createTests') ? (
        <ItemImport />
      ) : (
        <Alert color="red" variant="light" mt="lg">
          <Text>{translateText(ITEM_IMPORT_RESTRICTED)}</Text>
        </Alert>
      )}
    </Container>
  );
}

/** The import's steps: choose and upload a file, read its report, add its items or discard it. */
function ItemImport() {
  const [report, setReport] = useState<ImportReport | null>(null);
  const [added, setAdded] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const accept = useAcceptImport();
  const discard = useDiscardImport();
  const { t } = useTranslation();

  const startOver = () => {
    setReport(null);
    setAdded(null);
    accept.reset();
    discard.reset();
  };

  const addItems = (current: ImportReport) =>
    accept.mutate(current.importId, {
      onSuccess: (result) => {
        setConfirming(false);
        setReport(null);
        setAdded(result.added);
        notifications.show({
          title: t('Items Imported'),
          message: t('{{count}} items were added as drafts.', { count: result.added }),
          color: 'green',
        });
      },
    });

  const discardReport = (current: ImportReport) =>
    discard.mutate(current.importId, {
      onSuccess: () => {
        startOver();
        notifications.show({ title: t('Import Discarded'), message: t('Nothing was added.'), color: 'gray' });
      },
    });

  if (added !== null) {
    return (
      <Alert color="green" variant="light" mt="lg" title={t('Import complete')}>
        <Stack gap="sm" align="flex-start">
          <Text>
            {t(
              '{{count}} items were added as drafts to your item bank. Submit each for review before it is used; an item with fixes to make lists them on its page.',
              { count: added },
            )}
          </Text>
          <Group>
            <Anchor component={Link} to={paths.itemBank.path}>
              {t('Open the Item Bank')}
            </Anchor>
            <Button variant="subtle" onClick={startOver}>
              {t('Import another file')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  if (!report) {
    return (
      <Stack mt="md" gap="md">
        <Text>
          {t(
            "Bring in questions from GIFT (.gift, .txt), Moodle XML (.xml), a QTI 3.0 package (.zip) or Nightingale's JSON and CSV files. You see a report first: nothing is added until you accept it, and accepted items become drafts in your item bank.",
          )}
        </Text>
        <ImportFileForm onReport={setReport} />
        <ExportItemsCard />
      </Stack>
    );
  }

  const count = report.items.length;
  const addLabel = t('Add {{count}} items as drafts', { count });
  return (
    <Stack mt="md" gap="md">
      <ImportReportView report={report} />
      {discard.error && (
        <Alert color="red" role="alert" title={t('The report was not discarded')}>
          {errorMessage(discard.error)}
        </Alert>
      )}
      <Group>
        <Button onClick={() => setConfirming(true)} disabled={count === 0}>
          {addLabel}
        </Button>
        <Button variant="default" onClick={() => discardReport(report)} loading={discard.isPending}>
          {t('Discard')}
        </Button>
      </Group>
      <ConfirmDialog
        target={confirming ? report : null}
        title={() => t('Add {{count}} items as drafts?', { count })}
        confirmLabel={addLabel}
        danger={false}
        pending={accept.isPending}
        failure={accept.error ? errorMessage(accept.error) : null}
        failureTitle={t('The items were not added')}
        onClose={() => setConfirming(false)}
        onConfirm={addItems}
      >
        {(shown) => (
          <Text>
            {t(
              'The {{count}} items become drafts in your item bank, noted "Imported from {{fileName}}". The questions that cannot be added are left out.',
              { count, fileName: shown.fileName },
            )}
            {shown.items.some((item) => item.toFix.length > 0) &&
              ` ${t('Items with fixes to make can be submitted for review once you have fixed them.')}`}
          </Text>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
