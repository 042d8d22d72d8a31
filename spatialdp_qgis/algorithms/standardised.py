"""Directly age-standardised rates on spatialdp:polygoncounts (issue 26, docs/rates.md).

:class:`StandardisedRates` is a mixin of :class:`.polygons.PolygonsAlgorithm`: with a category
field (the age groups, a public list), DENOMINATOR_FIELDS names the polygon layer's population
field of each listed category, in the order of the categories, and STANDARD_POPULATION gives the
public standard population of each (e.g. the 2013 European Standard Population grouped alike).
The output gains asr, asr_sd and asr_moe90 per polygon (and period), the closed form of
:func:`core.rates.standardised_rates` over the published counts of the age groups, and
asr_small_denominator. Post-processing of the released table with public numbers: no extra ε.
Every input is checked before any point is read, or (the populations' values) before any noise.
"""

import numpy as np
from qgis.core import QgsField, QgsProcessingException, QgsProcessingParameterString

from ...core.declaration import CATEGORIES
from ...core.publication import publish, small_denominators
from ...core.rates import denominators, standard_weights
from .. import compat

#: the fields the output adds, and the keyword prefix of each category's population field as read
ASR_FIELDS = ("asr", "asr_sd", "asr_moe90", "asr_small_denominator")
POPULATION = "population "


class StandardisedRates:
    """What a polygon algorithm with categories adds for directly standardised rates (a mixin)."""

    DENOMINATOR_FIELDS = "DENOMINATOR_FIELDS"
    STANDARD_POPULATION = "STANDARD_POPULATION"

    def initMechanismParameters(self):  # noqa: N802
        super().initMechanismParameters()
        if self.mechanism.can(CATEGORIES):
            self.addParameter(QgsProcessingParameterString(
                self.DENOMINATOR_FIELDS, self.tr(
                    "Population field of each category (for age-standardised rates; comma-separated, "
                    "in the order of the categories)"), optional=True))
            self.addParameter(QgsProcessingParameterString(
                self.STANDARD_POPULATION, self.tr(
                    "Standard population of each category (comma-separated numbers, in the order of "
                    "the categories)"), optional=True))

    def standardisationWanted(self, parameters, context):  # noqa: N802
        return self.parameterDefinition(self.DENOMINATOR_FIELDS) is not None and any(
            self.parameterAsString(parameters, name, context).strip()
            for name in (self.DENOMINATOR_FIELDS, self.STANDARD_POPULATION))

    def populationFields(self, parameters, context):  # noqa: N802
        """``{keyword: field name}`` of each listed category's population field ({} without one)."""
        if self.parameterDefinition(self.DENOMINATOR_FIELDS) is None:
            return {}
        names = [n.strip() for n in self.parameterAsString(parameters, self.DENOMINATOR_FIELDS, context).split(",")]
        return {f"{POPULATION}{i}": name for i, name in enumerate(n for n in names if n)}

    def standardPopulation(self, parameters, context):  # noqa: N802
        """The standard population typed, refused in one sentence unless numbers ≥ 0, not all 0."""
        text = self.parameterAsString(parameters, self.STANDARD_POPULATION, context)
        try:
            values = [float(v) for v in text.split(",") if v.strip()]
            standard_weights(values)
        except ValueError:
            raise QgsProcessingException(self.tr(
                "The standard population must be comma-separated numbers of 0 or more, one per category "
                "(not all 0), e.g. 15000, 64000, 21000.")) from None
        return values

    def checkBeforeReading(self, parameters, context):  # noqa: N802
        """A standardised rate needs a public list of categories, and a population field and a
        standard population for each listed one."""
        super().checkBeforeReading(parameters, context)
        if not self.standardisationWanted(parameters, context):
            return
        field = self.tableField(parameters, context, self.CATEGORY_FIELD)
        categories = self.publicCategories(parameters, context, field) if field else None
        if categories is None:
            raise QgsProcessingException(self.tr(
                "An age-standardised rate needs a category field (the age groups) with a public list of "
                "categories; choose one, or leave the population fields and the standard population empty."))
        listed = categories[:-1]
        if len(self.populationFields(parameters, context)) != len(listed) \
                or len(self.standardPopulation(parameters, context)) != len(listed):
            raise QgsProcessingException(self.tr(
                "Give a population field and a standard population for each of the {} categories ({}), "
                "in their order.").format(len(listed), ", ".join(listed)))

    def arguments(self, parameters, context):
        """The release function's arguments, with the standard population when one is given."""
        arguments = super().arguments(parameters, context)
        if self.standardisationWanted(parameters, context):
            arguments["standard_population"] = self.standardPopulation(parameters, context)
        return arguments

    def populations(self, values, names):
        """``(polygons, categories)`` of the population fields read with the polygons (popped from
        ``values``; None without them), refused in one sentence unless numbers ≥ 0 (before any noise)."""
        keys = sorted((k for k in values if k.startswith(POPULATION)), key=lambda k: int(k[len(POPULATION):]))
        if not keys:
            return None
        columns = [values.pop(k) for k in keys]
        for key, column in zip(keys, columns):
            try:
                denominators(column)
            except ValueError:
                raise QgsProcessingException(self.tr(
                    "The population field '{}' must hold numbers of 0 or more; choose another field or fix "
                    "its values first.").format(names[key])) from None
        return np.column_stack(columns)

    def addStandardised(self, synopsis, columns, fields, rows, parameters, context):  # noqa: N802
        """asr, asr_sd, asr_moe90 of each feature's polygon (``rows``) and period, from the published
        counts of the listed categories (each category's column published as the wide layout's
        ``n_…``; rounding widens the margin by per·Σ w_c·(base/2)/N_c), and the small-denominator
        flag on the polygon's population (the sum over the categories)."""
        table = synopsis.table
        n, c, p = table.counts.shape
        single = table.uncertainty(1)
        rules = self.publicationRules(parameters, context)
        row = np.repeat(np.arange(n), p)
        entries = np.column_stack([publish(table.counts[:, i, :].ravel(), np.sqrt(single.variance[row]),
                                           single.moe90[row], rules).counts for i in range(c - 1)])
        population = synopsis.category_denominators[rows]
        rates = synopsis.standardised_rates(entries[rows * p + np.arange(len(rows)) % p], rows)
        margin = rates.moe90
        if rules.round_to is not None:  # each count is off by at most base/2 more
            with np.errstate(divide="ignore", invalid="ignore"):
                weights = standard_weights(synopsis.standard_population) / population
            margin = margin + synopsis.rate_per * weights.sum(axis=1) * rules.round_to / 2
        for name, values in zip(ASR_FIELDS, (rates.rate, rates.noise_sd, margin)):
            columns[name] = np.where(np.isfinite(values), values, None)
            fields.append(QgsField(name, compat.DOUBLE))
        columns[ASR_FIELDS[3]] = small_denominators(population.sum(axis=1), synopsis.min_denominator)
        fields.append(QgsField(ASR_FIELDS[3], compat.INT))
