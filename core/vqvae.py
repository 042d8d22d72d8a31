"""The convolutional VQ-VAE denoiser of VDR (PyTorch; docs/vdr.md).

Sources: Ahuja, Zeighami, Ghinita, Shahabi (SIGMOD 2023; "Learned Denoising", "Model",
restated in docs/vdr.md), who use the VQ-VAE of
van den Oord, Vinyals, Kavukcuoglu, "Neural Discrete Representation
Learning" (NeurIPS 2017) / Razavi et al. (VQ-VAE-2, 2019).

**This module imports PyTorch at import time** (through
:func:`core.optional.require`: when torch cannot be imported, for whatever
reason, importing this module raises :class:`core.optional.OptionalMissing`
with the cause in one line). Nothing else in :mod:`core` imports it:
:mod:`core.mechanisms.vdr` loads it lazily (through
:func:`core.mechanisms.vdr.require_torch`) only when a denoised release is
asked for, so the plugin and every other mechanism work without torch.

Network (fully convolutional, so it takes a 2D histogram of any resolution —
the paper's encoder "2D histogram (any resolution) → representation"):

- encoder: conv 4×4 stride 2 → ReLU → conv 4×4 stride 2 → ReLU → conv 3×3 →
  residual block → ReLU → conv 1×1 to ``latent_dim`` channels; an image of
  side L becomes an (L/4)×(L/4) grid of latent vectors z;
- vector quantiser: each z is replaced by its nearest entry of a codebook
  Γ = {e_1 … e_B}; the straight-through estimator copies the decoder's
  gradient from the quantised vector to z; the entries are moving averages
  of the encoder outputs assigned to them, and unused entries are restarted
  (:class:`VectorQuantizer`);
- decoder: conv 3×3 → residual block → ReLU → transposed conv 4×4 stride 2 →
  ReLU → transposed conv 4×4 stride 2 to one channel (linear output: the
  noisy counts it reconstructs can be negative).

Loss (the paper's Algorithm "Learned Denoising", docs/vdr.md: L = L_C + α·L_G):
``L_C = mean ‖T̄_i − T̂_i‖²`` (reconstruction, on the normalised images, see
:func:`train`) and ``L_G = d(z, Γ) = mean ‖sg[z] − e‖² + β·mean ‖z − sg[e]‖²``:
the codebook term pulls the chosen entries towards the encoder outputs and
the usual *commitment term* (β = 0.25, van den Oord et al. 2017, §3.2)
keeps the encoder close to its entries; ``sg`` is stop-gradient. The algorithm
writes only "d(z, Γ)"; this is the standard VQ-VAE form of it. Paper
defaults α = 1, B = 128. The codebook term is minimised in closed form by
the exponential moving averages of :class:`VectorQuantizer` (van den Oord et
al. 2017, appendix A.1, as in the reference implementation) instead of by
gradient steps, which left 5–20 of 128 entries in use; so only α·β·‖z − sg[e]‖²
remains in the loss. Usage is reported by :func:`codebook_usage`.

Training only ever sees the noisy histogram H̄ (and block sums of it), so
the network and its output are post-processing of an ε-DP release.
"""

import math
import time
from contextlib import contextmanager
from dataclasses import dataclass, field

import numpy as np

from .optional import require
from .spacetime import symmetry, undo_symmetry

torch = require("torch", "VDR's denoiser")
nn, F = torch.nn, torch.nn.functional

#: total stride of the encoder: image sides are padded to a multiple of it
STRIDE = 4
COMMITMENT = 0.25
#: EMA decay of the codebook (van den Oord et al. 2017, appendix A.1)
DECAY = 0.99
#: Laplace smoothing ϵ of the EMA cluster sizes
SMOOTHING = 1e-5
#: an entry whose EMA cluster size (≈ assignments per batch) falls below this is restarted
DEAD_SIZE = 0.05


class _Residual(nn.Module):
    def __init__(self, width):
        super().__init__()
        hidden = max(1, width // 2)
        self.conv1 = nn.Conv2d(width, hidden, 3, padding=1)
        self.conv2 = nn.Conv2d(hidden, width, 1)

    def forward(self, x):
        return x + self.conv2(F.relu(self.conv1(F.relu(x))))


class VectorQuantizer(nn.Module):
    """Nearest-entry quantisation with a straight-through gradient and an EMA codebook.

    The entries are not learned by gradient descent but as exponential moving
    averages of the encoder outputs assigned to them (van den Oord et al.
    2017, appendix A.1; Razavi et al. 2019, §3.1): per mini-batch, with decay
    γ = :data:`DECAY`, the cluster sizes N_i ← γN_i + (1 − γ)n_i and sums
    m_i ← γm_i + (1 − γ)Σ_{z→i} z, and e_i = m_i / Ñ_i with Laplace-smoothed
    sizes Ñ_i = (N_i + ϵ)/(ΣN + Bϵ)·ΣN. Entries whose size falls below
    :data:`DEAD_SIZE` (about one assignment per batch) are *restarted* at a
    random encoder output of the batch (the codebook reset of Dhariwal et al.
    2020, Jukebox, §2.3), so the codebook cannot collapse onto a few entries.
    The codebook is initialised from the first batch's encoder outputs.
    Only the commitment loss ‖z − sg[e]‖² reaches the encoder.
    """

    def __init__(self, entries, dim):
        super().__init__()
        self.register_buffer("codebook", torch.zeros(entries, dim))
        self.register_buffer("size", torch.zeros(entries))
        self.register_buffer("sums", torch.zeros(entries, dim))
        self.register_buffer("ready", torch.zeros((), dtype=torch.bool))
        self.restarts = 0

    def _draw(self, flat, count):
        """``count`` encoder outputs of the batch, drawn at random (with replacement)."""
        return flat[torch.randint(len(flat), (count,))]

    @torch.no_grad()
    def _update(self, flat, codes):
        """One EMA step of sizes, sums and entries, then restart the dead entries."""
        entries = self.codebook.shape[0]
        if not bool(self.ready):
            self.codebook.copy_(self._draw(flat, entries))
            self.sums.copy_(self.codebook)
            self.size.fill_(1.0)
            self.ready.fill_(True)
            return
        onehot = F.one_hot(codes, entries).type(flat.dtype)
        self.size.mul_(DECAY).add_(onehot.sum(0), alpha=1 - DECAY)
        self.sums.mul_(DECAY).add_(onehot.t() @ flat, alpha=1 - DECAY)
        total = self.size.sum()
        smoothed = (self.size + SMOOTHING) / (total + entries * SMOOTHING) * total
        self.codebook.copy_(self.sums / smoothed[:, None])
        dead = self.size < DEAD_SIZE
        if dead.any():
            fresh = self._draw(flat, int(dead.sum()))
            self.codebook[dead] = fresh
            self.sums[dead] = fresh
            self.size[dead] = 1.0
            self.restarts += int(dead.sum())

    def forward(self, z):
        """``(z_q, commitment_loss, codes)`` for z of shape (N, D, h, w); training updates the codebook."""
        n, d, h, w = z.shape
        flat = z.permute(0, 2, 3, 1).reshape(-1, d)
        if self.training and not bool(self.ready):
            self._update(flat.detach(), None)
        e = self.codebook
        dist = (flat * flat).sum(1, keepdim=True) - 2 * flat @ e.t() + (e * e).sum(1)[None]
        codes = dist.argmin(1)
        zq = e[codes].view(n, h, w, d).permute(0, 3, 1, 2)
        commitment_loss = F.mse_loss(z, zq.detach())
        if self.training:
            self._update(flat.detach(), codes)
        zq = z + (zq - z).detach()  # straight-through estimator
        return zq, commitment_loss, codes.view(n, h, w)


def codebook_usage(codes, entries):
    """``(entries used, perplexity)`` of an array of code indices: perplexity exp(−Σ p_i log p_i)
    is the effective number of entries (B when all are used equally, 1 when one is)."""
    counts = np.bincount(np.asarray(codes).ravel(), minlength=int(entries)).astype(float)
    p = counts[counts > 0] / counts.sum()
    return int((counts > 0).sum()), float(np.exp(-(p * np.log(p)).sum()))


class VQVAE(nn.Module):
    """Encoder → vector quantiser (B entries) → decoder, for 1-channel images."""

    def __init__(self, width=32, latent_dim=16, codebook=128):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Conv2d(1, width, 4, stride=2, padding=1), nn.ReLU(),
            nn.Conv2d(width, width, 4, stride=2, padding=1), nn.ReLU(),
            nn.Conv2d(width, width, 3, padding=1), _Residual(width), nn.ReLU(),
            nn.Conv2d(width, latent_dim, 1),
        )
        self.quantizer = VectorQuantizer(codebook, latent_dim)
        self.decoder = nn.Sequential(
            nn.Conv2d(latent_dim, width, 3, padding=1), _Residual(width), nn.ReLU(),
            nn.ConvTranspose2d(width, width, 4, stride=2, padding=1), nn.ReLU(),
            nn.ConvTranspose2d(width, 1, 4, stride=2, padding=1),
        )

    def forward(self, x):
        """``(x̂, commitment_loss, codes)``; x is (N, 1, L, L), L a multiple of 4."""
        z = self.encoder(x)
        zq, commitment_loss, codes = self.quantizer(z)
        return self.decoder(zq), commitment_loss, codes


def _pad_to_stride(images):
    """Zero-pad (N, H, W) images on the north / east to multiples of :data:`STRIDE`."""
    n, h, w = images.shape
    hh, ww = -(-h // STRIDE) * STRIDE, -(-w // STRIDE) * STRIDE
    if (hh, ww) == (h, w):
        return images
    return np.pad(images, ((0, 0), (0, hh - h), (0, ww - w)))


@dataclass
class TrainingLog:
    """What happened during training (all of it derived from H̄ only)."""

    epochs: int = 0
    seconds: float = 0.0
    loss: list = field(default_factory=list)
    reconstruction: list = field(default_factory=list)
    codebook: list = field(default_factory=list)
    codes_used: int = 0
    perplexity: float = 0.0
    restarts: int = 0
    threads: int = 0
    deterministic: bool = False


@contextmanager
def torch_settings(seed, *, threads=None, deterministic=True):
    """Seed torch (without disturbing the caller's global RNG), fix threads and determinism."""
    old_threads = torch.get_num_threads()
    old_det = torch.are_deterministic_algorithms_enabled()
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(int(seed))
        if threads:
            torch.set_num_threads(int(threads))
        if deterministic:
            torch.use_deterministic_algorithms(True, warn_only=True)
        try:
            yield
        finally:
            torch.set_num_threads(old_threads)
            torch.use_deterministic_algorithms(old_det)


def _scales(groups):
    """Root mean square of each resolution's images (a function of H̄ only), never 0."""
    return [float(np.sqrt(np.mean(np.square(g, dtype=float)))) or 1.0 for g in groups]


def _padded(images):
    """``(tensor (N, 1, H', W'), mask (H', W'))``: images zero-padded by :func:`_pad_to_stride`, the
    mask 1 on the real cells."""
    h, w = images.shape[1:]
    padded = _pad_to_stride(images)
    mask = np.zeros(padded.shape[1:], dtype=np.float32)
    mask[:h, :w] = 1.0
    return torch.from_numpy(np.ascontiguousarray(padded[:, None], dtype=np.float32)), torch.from_numpy(mask)


def train(groups, *, seed, epochs=150, width=32, latent_dim=16, codebook=128, alpha=1.0,
          commitment=COMMITMENT, batch_size=8, learning_rate=2e-3, on_epoch=None, check=None):
    """Train the VQ-VAE on the images of ``groups`` and return ``(model, scales, log)``.

    ``groups`` is a list of image stacks ``(N_j, H_j, W_j)``, one per
    resolution (the noisy slices, then their j×j block sums). Each stack is
    divided by its root mean square ``scales[j]`` (computed from H̄ alone), so
    the reconstruction loss is ``Σ_j mean ‖T̄ − T̂‖² / scales[j]²`` — the
    algorithm's L_C with each resolution normalised, so that block sums (whose
    counts are j² larger) do not drown the full resolution. Sides are padded
    to multiples of 4 with zeros and the loss only counts the real cells.

    Every epoch visits every image once in shuffled mini-batches of one
    resolution. ``on_epoch(epoch, epochs)`` is called after each epoch;
    ``check(epoch)`` before each epoch and each batch — it stops training by
    raising (VDR raises its ``TrainingCancelled`` there). Call inside
    :func:`torch_settings` for a reproducible run.
    """
    scales = _scales(groups)
    data = [_padded(np.asarray(g, dtype=np.float32) / s) for g, s in zip(groups, scales)]
    model = VQVAE(width, latent_dim, codebook)
    optimiser = torch.optim.Adam(model.parameters(), lr=learning_rate)
    shuffle = np.random.default_rng(int(seed))
    log = TrainingLog(threads=torch.get_num_threads(),
                      deterministic=torch.are_deterministic_algorithms_enabled())
    started = time.perf_counter()

    def check_cancel(epoch):
        if check is not None:
            check(epoch)

    model.train()
    for epoch in range(int(epochs)):
        check_cancel(epoch)
        batches = [(gi, idx) for gi, (x, _) in enumerate(data)
                   for idx in np.array_split(shuffle.permutation(len(x)), math.ceil(len(x) / batch_size))]
        order = shuffle.permutation(len(batches))
        total = rec_total = cb_total = 0.0
        for b in order:
            check_cancel(epoch)
            gi, idx = batches[b]
            x, mask = data[gi]
            xb = x[torch.from_numpy(idx)]
            out, commit_loss, _ = model(xb)
            rec = (((out - xb) ** 2) * mask).sum() / (mask.sum() * len(idx))
            loss = rec + alpha * commitment * commit_loss
            optimiser.zero_grad()
            loss.backward()
            optimiser.step()
            total += float(loss.detach()) * len(idx)
            rec_total += float(rec.detach()) * len(idx)
            cb_total += float(commitment * commit_loss.detach()) * len(idx)
        n_images = sum(len(x) for x, _ in data)
        log.loss.append(total / n_images)
        log.reconstruction.append(rec_total / n_images)
        log.codebook.append(cb_total / n_images)
        log.epochs = epoch + 1
        if on_epoch is not None:
            on_epoch(epoch + 1, int(epochs))
    log.seconds = time.perf_counter() - started
    log.restarts = model.quantizer.restarts
    return model, scales, log


@torch.no_grad()
def reconstruct(model, images, scale, symmetries=1):
    """``(x̂, codes)``: the decoder's output for each image ``(N, H, W)`` in count units (float64),
    and the codes of the images as given.

    ``symmetries`` s > 1: test-time augmentation — x̂ is the mean of the outputs for the images
    under the first s :func:`core.spacetime.symmetry` transforms, each turned back. The network is not
    equivariant, so its errors differ between the turned copies, and their mean has less variance
    (like an ensemble of s denoisers, at the cost of s forward passes and no training).
    """
    model.eval()
    images = np.asarray(images, dtype=np.float32) / scale
    outputs, codes = [], None
    for i in range(int(symmetries)):
        turned = symmetry(images, i)
        out, _, c = model(_padded(turned)[0])
        outputs.append(undo_symmetry(out[:, 0, :turned.shape[1], :turned.shape[2]].double().numpy(), i))
        codes = c.numpy() if codes is None else codes
    return np.mean(outputs, axis=0) * scale, codes
