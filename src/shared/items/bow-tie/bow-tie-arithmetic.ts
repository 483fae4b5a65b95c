import { english, pointsOf, type Translate } from '../score-words';
/** The keys of a bow-tie, as the authored item and the solution both hold them (zero-based). */
export interface BowTieKey {
  correctCondition: number;
  correctActions: readonly number[];
  correctParameters: readonly number[];
}

/** What a candidate placed (the response's fields; null or empty when nothing is placed). */
export interface BowTiePlaced {
  condition: number | null;
  actions: readonly number[];
  parameters: readonly number[];
}

/** The 0/1 arithmetic of one bow-tie response, for the scorer and the result screen. */
export interface BowTieArithmetic {
  /** null: no condition placed. */
  conditionRight: boolean | null;
  /** Keyed actions placed (0-2), 1 point each. */
  actionsRight: number;
  /** Keyed parameters placed (0-2), 1 point each. */
  parametersRight: number;
  earned: number;
  /** Always 5: one condition, two actions, two parameters. */
  possible: number;
}

/**
 * NCSBN's 0/1 rule for a bow-tie (NCSBN, "What are the current scoring models?"; W. Muntean, "Next
 * Generation NCLEX: item types and scoring", NCSBN 2022; docs/nclex.md §2): 1 point for the right
 * condition, 1 per keyed action and 1 per keyed parameter placed, the order within a wing ignored,
 * nothing taken away for a wrong placement, and a wrong condition does not void the wings. Of 5.
 */
export function bowTieArithmetic(key: BowTieKey, placed: BowTiePlaced | null): BowTieArithmetic {
  const condition = placed?.condition ?? null;
  const conditionRight = condition === null ? null : condition === key.correctCondition;
  const actionsRight = (placed?.actions ?? []).filter((action) => key.correctActions.includes(action)).length;
  const parametersRight = (placed?.parameters ?? []).filter((parameter) =>
    key.correctParameters.includes(parameter),
  ).length;
  return {
    conditionRight,
    actionsRight,
    parametersRight,
    earned: (conditionRight ? 1 : 0) + actionsRight + parametersRight,
    possible: 1 + key.correctActions.length + key.correctParameters.length,
  };
}

/**
 * The arithmetic as the result screen says it, e.g. "Condition right (+1), actions 1 of 2 right
 * (+1), parameters 2 of 2 right (+2) = 4 of 5 points"; a wrong condition is "Condition wrong (+0)",
 * none placed "No condition placed (+0)".
 */
export function bowTieScoreText(arithmetic: BowTieArithmetic, key: BowTieKey, t: Translate = english): string {
  const { conditionRight, actionsRight, parametersRight, earned, possible } = arithmetic;
  const condition =
    conditionRight === null
      ? t('No condition placed (+0)')
      : conditionRight
        ? t('Condition right (+1)')
        : t('Condition wrong (+0)');
  const actions = t('actions {{right}} of {{total}} right (+{{right}})', {
    right: actionsRight,
    total: key.correctActions.length,
  });
  const parameters = t('parameters {{right}} of {{total}} right (+{{right}})', {
    right: parametersRight,
    total: key.correctParameters.length,
  });
  return `${condition}, ${actions}, ${parameters} = ${pointsOf(t, earned, possible)}`;
}
