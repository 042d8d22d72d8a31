"""The "Install optional dependencies…" dialog: POT and PyTorch into the plugin's own folder (issue 9).

Shows whether each optional library can be imported (and why not), where
they will go (:func:`..dependencies.deps_dir`) and with which Python, then
runs :func:`..dependencies.install` in a :class:`QgsTask` with a progress
bar and pip's log, and ends with one clear sentence.
"""

from qgis.core import QgsApplication, QgsTask
from qgis.PyQt.QtCore import pyqtSignal
from qgis.PyQt.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
)

from ...core.optional import optional_import
from .. import dependencies
from ..i18n import tr, translate

OK_STYLE = "QLabel { background: #e6f4ea; border: 1px solid #34a853; padding: 4px; }"
ERROR_STYLE = "QLabel { background: #fdecea; border: 1px solid #d93025; padding: 4px; }"


class InstallTask(QgsTask):
    """Runs :func:`dependencies.install` in the background; ``line`` carries pip's output."""

    line = pyqtSignal(str)
    done = pyqtSignal(object)

    def __init__(self, packages, target, python=None):
        super().__init__(tr("SpatialDP: installing optional dependencies"), QgsTask.Flag.CanCancel)
        self.packages, self.target, self.python = packages, target, python
        self.result = None

    def run(self):
        try:
            self.result = dependencies.install(
                self.packages, self.target, self.python, log=self.line.emit, cancelled=self.isCanceled,
                progress=lambda fraction: self.setProgress(100 * fraction))
        except Exception as error:  # noqa: BLE001 — reported in one line by the dialog
            self.result = dependencies.InstallResult(False, f"{type(error).__name__}: {error}")
        return self.result.ok

    def finished(self, ok):
        self.done.emit(self.result)


def library_status(packages):
    """One line per package: importable (with its version) or not, and why."""
    lines = []
    for package in packages:
        module, reason = optional_import(package.module)
        if module is not None:
            version = getattr(module, "__version__", "")
            lines.append(tr("{}: available").format(package.label) + (f" ({version})" if version else ""))
        else:
            lines.append(tr("{}: not available ({})").format(package.label, reason))
    return "\n".join(lines)


class DependenciesDialog(QDialog):
    def __init__(self, parent=None, packages=None, target=None, python=None):
        super().__init__(parent)
        self.packages = packages if packages is not None else dependencies.default_packages()
        self.target = target if target is not None else dependencies.deps_dir()
        self.python = python
        self.task = None
        self.result = None
        self.setWindowTitle(self.tr("SpatialDP: install optional dependencies"))
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr(
            "Every SpatialDP algorithm works without these libraries. POT computes the exact "
            "Wasserstein distance in evaluations; PyTorch (CPU build) runs VDR's denoiser. They are "
            "installed with pip into a folder of your QGIS profile, not into the system's Python:\n{}"
        ).format(self.target))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.status = QLabel(library_status(self.packages))
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.progress = QProgressBar()
        self.progress.setRange(0, 100)
        layout.addWidget(self.progress)
        self.log = QPlainTextEdit()
        self.log.setReadOnly(True)
        self.log.setMinimumHeight(160)
        layout.addWidget(self.log, 1)
        self.outcome = QLabel()
        self.outcome.setWordWrap(True)
        layout.addWidget(self.outcome)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.install_button = QPushButton(self.tr("Install"))
        self.cancel_button = QPushButton(self.tr("Cancel installation"))
        self.cancel_button.setEnabled(False)
        buttons.addButton(self.install_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.cancel_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.install_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        layout.addWidget(buttons)
        self.resize(640, 420)

    def tr(self, text):
        return translate(type(self), text)

    def start(self):
        """Start the installation task and return it."""
        self.task = InstallTask(self.packages, self.target, self.python)
        self.task.line.connect(self.log.appendPlainText)
        self.task.progressChanged.connect(lambda p: self.progress.setValue(int(p)))
        self.task.done.connect(self._done)
        self.install_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.outcome.setText(self.tr("Installing… (PyTorch is a download of about 200 MB)"))
        self.outcome.setStyleSheet("")
        QgsApplication.taskManager().addTask(self.task)
        return self.task

    def cancel(self):
        if self.task is not None:
            self.task.cancel()

    def _done(self, result):
        self.task = None
        self.result = result
        self.install_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        if result is None:
            result = dependencies.InstallResult(False, self.tr("The installation stopped."))
        if result.ok:
            self.progress.setValue(100)
        self.outcome.setText(result.message)
        self.outcome.setStyleSheet(OK_STYLE if result.ok else ERROR_STYLE)
        self.status.setText(library_status(self.packages))


def show(parent=None):
    """Open the dialog (modeless, so QGIS stays usable during the download)."""
    dialog = DependenciesDialog(parent)
    dialog.show()
    return dialog
