import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from './PageStatus';

/**
 * A part of a page whose code loads when it is first shown, not with the page (issue 30: the
 * Training Center's study list, practice builder and history): `load` imports its module and
 * returns the component; until it is there a spinner named `loadingLabel` shows (English, marked
 * with `msg()`, translated when shown). Takes the component's own props.
 */
export function lazyView<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  loadingLabel: string,
): ComponentType<Props> {
  const View = lazy(() => load().then((component) => ({ default: component })));
  return function LazyView(props: Props) {
    const { t } = useTranslation();
    return (
      <Suspense fallback={<PageLoader label={t(loadingLabel)} />}>
        <View {...props} />
      </Suspense>
    );
  };
}
