import { Anchor, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { brandName, siteContact } from '../../lib/site';
import classes from './Footer.module.css';
import { LanguageSwitcher } from './LanguageSwitcher';
import { footerQuickLinks, footerSupportLinks, type NavItem } from './navigation';
import { policies } from './policies';

const PolicyDialog = lazy(() => import('./PolicyDialog'));

function LinkColumn({ title, items }: { title: string; items: NavItem[] }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={title}>
      <Title order={2} size="h6" mb="xs">
        {title}
      </Title>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((item) => (
          <li key={item.label}>
            <Anchor component={Link} to={item.to} size="sm" c="dimmed">
              {t(item.label)}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * The site footer (spec §2 "Footer"): quick links, support links, the contact block, the
 * copyright with the current year, and the Privacy Policy, Terms of Service and Cookie Policy
 * buttons, each opening its policy.
 */
export function Footer() {
  const [openPolicy, setOpenPolicy] = useState<string | null>(null);
  const [policyRequested, setPolicyRequested] = useState(false);
  const year = new Date().getFullYear();
  const { t } = useTranslation();

  return (
    <Box component="footer" py="xl" mt="xl" bg="var(--mantine-color-default-hover)" data-site-chrome>
      <Container size="xl">
        <div className={classes.columns}>
          <div>
            <Text fw={800} fz="lg">
              {brandName}
            </Text>
            <Text size="sm" c="dimmed" mt="xs">
              {t(
                'NCLEX preparation for international nurses: practice with real exam rules, learn from every rationale.',
              )}
            </Text>
          </div>
          <LinkColumn title={t('Quick Links')} items={footerQuickLinks} />
          <LinkColumn title={t('Support')} items={footerSupportLinks} />
          <Box component="address" style={{ fontStyle: 'normal' }}>
            <Title order={2} size="h6" mb="xs">
              {t('Contact')}
            </Title>
            <Stack gap={6}>
              <Anchor href={`mailto:${siteContact.email}`} size="sm" c="dimmed">
                {siteContact.email}
              </Anchor>
              <Anchor href={`tel:${siteContact.phone.replace(/[^+\d]/g, '')}`} size="sm" c="dimmed">
                {siteContact.phone}
              </Anchor>
              <Text size="sm" c="dimmed">
                {siteContact.address}
              </Text>
              <Text size="sm" c="dimmed">
                {t(siteContact.hours)}
              </Text>
            </Stack>
          </Box>
        </div>
        <Group justify="space-between" mt="xl" gap="sm">
          <Text size="sm" c="dimmed">
            {t('© {{year}} {{brand}}. All rights reserved.', { year, brand: brandName })}
          </Text>
          <Group gap={4}>
            <LanguageSwitcher />
            {policies.map((p) => (
              <Button
                key={p.label}
                variant="subtle"
                color="gray"
                size="compact-sm"
                onClick={() => {
                  setPolicyRequested(true);
                  setOpenPolicy(p.label);
                }}
              >
                {t(p.label)}
              </Button>
            ))}
          </Group>
        </Group>
      </Container>
      {policyRequested && (
        <Suspense fallback={null}>
          <PolicyDialog label={openPolicy} onClose={() => setOpenPolicy(null)} />
        </Suspense>
      )}
    </Box>
  );
}
