import { Card, List, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UPLOAD_GUIDELINES } from '../../../../shared/documents/documents';

/** The Upload Guidelines box of /documents (spec §5 "Upload guidelines: PDF, JPEG/JPG, PNG, DOC/DOCX, max 10MB"). */
export function UploadGuidelines() {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="upload-guidelines-title">
      <Title order={2} size="h4" id="upload-guidelines-title" mb="xs">
        {t('Upload Guidelines')}
      </Title>
      <List size="sm" spacing={4}>
        {UPLOAD_GUIDELINES.map((guideline) => (
          <List.Item key={guideline}>{t(guideline)}</List.Item>
        ))}
      </List>
    </Card>
  );
}
