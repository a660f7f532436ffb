"""Cases discovered by `capgrid discover kornia -o pack.py` (capgrid 0.1.0).

701 cases for 526 of 1405 public callables. Each case's note says which docstring example or test
made the call; inputs the example drew at random are seeded draws of the same shape. Edit
and commit this file like any pack (docs/discovery.md); the callables left without a case
are listed at the end, each with why.
"""

from pathlib import Path

import kornia
import kornia.augmentation
import kornia.augmentation.presets.ada
import kornia.augmentation.random_generator
import kornia.color
import kornia.contrib
import kornia.core.check
import kornia.enhance
import kornia.feature
import kornia.feature.mkd
import kornia.feature.sold2.sold2_detector
import kornia.feature.sold2.structures
import kornia.feature.steerers
import kornia.filters
import kornia.filters.kernels
import kornia.geometry
import kornia.geometry.boxes
import kornia.geometry.vector
import kornia.image
import kornia.losses
import kornia.metrics
import kornia.metrics.pose
import kornia.models
import kornia.models.dexined
import kornia.models.processors
import kornia.models.qwen25
import kornia.models.rt_detr.post_processor
import kornia.models.siglip2
import kornia.models.siglip2.config
import kornia.models.vit
import kornia.models.vit_mobile
import kornia.morphology
import numpy
import torch

from capgrid import case, resolve_ref

LIBRARY = "kornia"
PACKAGE_OF = {"augmentation": "kornia.augmentation", "color": "kornia.color", "contrib": "kornia.contrib", "core": "kornia.core", "enhance": "kornia.enhance", "feature": "kornia.feature", "filters": "kornia.filters", "geometry": "kornia.geometry", "image": "kornia.image", "losses": "kornia.losses", "metrics": "kornia.metrics", "models": "kornia.models", "morphology": "kornia.morphology"}
DATA = Path(__file__).with_name("pack_data")


def rand(*shape, seed, dtype=torch.float32):
    """Uniform [0, 1) values from a generator of their own."""
    return torch.rand(shape, generator=torch.Generator().manual_seed(seed), dtype=dtype)


def randn(*shape, seed, dtype=torch.float32):
    """Standard normal values from a generator of their own."""
    return torch.randn(shape, generator=torch.Generator().manual_seed(seed), dtype=dtype)


def built(make, seed):
    """An object built under a seed of its own (random initialisation)."""
    with torch.random.fork_rng():
        torch.manual_seed(seed)
        return make()


def load(digest):
    """A tensor the example computed, stored beside this pack."""
    return torch.load(DATA / f"{digest}.pt")


CASES = [
    case("augmentation.AugmentationSequential.to_tensor", "augmentation", built(lambda: kornia.augmentation.AugmentationSequential(kornia.augmentation.ColorJiggle(0.1, 0.1, 0.1, 0.1, p=1.0), kornia.augmentation.RandomAffine(360, p=1.0), data_keys=['input', 'mask', 'bbox', 'keypoints'], same_on_batch=False, random_apply=10), seed=1211508943),
         [torch.tensor([[[1.0, 1.0]], [[1.0, 1.0]]])],
         method="to_tensor", ref="kornia.augmentation.AugmentationSequential.to_tensor", note="discovered: docstring example of kornia.augmentation.AugmentationSequential"),
    case("augmentation.AugmentationSequential.to_tensor[2]", "augmentation", built(lambda: kornia.augmentation.AugmentationSequential(kornia.augmentation.VideoSequential(kornia.augmentation.ColorJiggle(0.1, 0.1, 0.1, 0.1, p=1.0), kornia.augmentation.RandomAffine(360, p=1.0)), data_keys=['input', 'mask', 'bbox', 'keypoints']), seed=1271074869),
         [torch.tensor([[[[1.0, 1.0]], [[1.0, 1.0]]]])],
         method="to_tensor", ref="kornia.augmentation.AugmentationSequential.to_tensor", note="discovered: docstring example of kornia.augmentation.AugmentationSequential"),
    case("augmentation.AugmentationSequential.to_tensor[3]", "augmentation", built(lambda: kornia.augmentation.AugmentationSequential(kornia.augmentation.VideoSequential(kornia.augmentation.RandomAffine(360, p=1.0)), kornia.augmentation.VideoSequential(kornia.augmentation.ColorJiggle(0.1, 0.1, 0.1, 0.1, p=1.0)), data_keys=['input', 'mask', 'bbox', 'keypoints'], random_apply=1, random_apply_weights=[0.5, 0.3]), seed=1204111488),
         [torch.tensor([[[[1.0, 1.0]], [[1.0, 1.0]]]])],
         method="to_tensor", ref="kornia.augmentation.AugmentationSequential.to_tensor", note="discovered: docstring example of kornia.augmentation.AugmentationSequential"),
    case("augmentation.CenterCrop", "augmentation", built(lambda: kornia.augmentation.CenterCrop(2, p=1.0, cropping_mode='resample'), seed=1790296542),
         [randn(1, 1, 4, 4, seed=620326485)],
         note="discovered: docstring example of kornia.augmentation.CenterCrop"),
    case("augmentation.CenterCrop[1x3x32x32]", "augmentation", built(lambda: kornia.augmentation.CenterCrop(2, p=1.0, cropping_mode='resample'), seed=720445324),
         [randn(1, 3, 32, 32, seed=257759543)],
         note="discovered: docstring example of kornia.augmentation.CenterCrop"),
    case("augmentation.CenterCrop3D", "augmentation", built(lambda: kornia.augmentation.CenterCrop3D(2, p=1.0), seed=1355930281),
         [randn(1, 1, 2, 4, 6, seed=692853514)],
         note="discovered: docstring example of kornia.augmentation.CenterCrop3D"),
    case("augmentation.CenterCrop3D[1x3x32x32x32]", "augmentation", built(lambda: kornia.augmentation.CenterCrop3D(24, p=1.0), seed=1549750438),
         [rand(1, 3, 32, 32, 32, seed=1048674749)],
         note="discovered: docstring example of kornia.augmentation.CenterCrop3D"),
    case("augmentation.ColorJiggle[random]", "augmentation", built(lambda: kornia.augmentation.ColorJiggle(0.1, 0.1, 0.1, 0.1, p=1.0), seed=1618709405),
         [torch.ones(1, 3, 3, 3)],
         check=False, note="discovered: docstring example of kornia.augmentation.ColorJiggle"),
    case("augmentation.ColorJiggle[1x3x32x32][random]", "augmentation", built(lambda: kornia.augmentation.ColorJiggle(0.1, 0.1, 0.1, 0.1, p=1.0), seed=280581823),
         [randn(1, 3, 32, 32, seed=344127276)],
         check=False, note="discovered: docstring example of kornia.augmentation.ColorJiggle"),
    case("augmentation.ColorJitter[random]", "augmentation", built(lambda: kornia.augmentation.ColorJitter(0.1, 0.1, 0.1, 0.1, p=1.0), seed=551956643),
         [torch.ones(1, 3, 3, 3)],
         check=False, note="discovered: docstring example of kornia.augmentation.ColorJitter"),
    case("augmentation.ColorJitter[1x3x32x32][random]", "augmentation", built(lambda: kornia.augmentation.ColorJitter(0.1, 0.1, 0.1, 0.1, p=1.0), seed=732132425),
         [randn(1, 3, 32, 32, seed=5856426)],
         check=False, note="discovered: docstring example of kornia.augmentation.ColorJitter"),
    case("augmentation.Denormalize", "augmentation", built(lambda: kornia.augmentation.Denormalize(mean=torch.zeros(1, 4), std=torch.ones(1, 4)), seed=490573253),
         [rand(1, 4, 3, 3, seed=598403206)],
         note="discovered: docstring example of kornia.augmentation.Denormalize"),
    case("augmentation.ImageSequential.to_tensor", "augmentation", built(lambda: kornia.augmentation.ImageSequential(kornia.color.BgrToRgb(), kornia.augmentation.ColorJiggle(0.1, 0.1, 0.1, 0.1, p=1.0), kornia.filters.MedianBlur((3, 3)), kornia.augmentation.RandomAffine(360, p=1.0), kornia.enhance.Invert(), kornia.augmentation.RandomMixUpV2(p=1.0), same_on_batch=True, random_apply=10), seed=684657016),
         [randn(2, 3, 5, 6, seed=739672035)],
         method="to_tensor", ref="kornia.augmentation.ImageSequential.to_tensor", note="discovered: docstring example of kornia.augmentation.ImageSequential"),
    case("augmentation.ImageSequential.to_tensor[2]", "augmentation", built(lambda: kornia.augmentation.ImageSequential(kornia.color.BgrToRgb(), kornia.augmentation.ColorJiggle(0.1, 0.1, 0.1, 0.1, p=1.0), kornia.filters.MedianBlur((3, 3)), kornia.augmentation.RandomAffine(360, p=1.0), random_apply=1, random_apply_weights=[0.5, 0.3, 0.2, 0.5]), seed=1319771780),
         [randn(2, 3, 5, 6, seed=1303383887)],
         method="to_tensor", ref="kornia.augmentation.ImageSequential.to_tensor", note="discovered: docstring example of kornia.augmentation.ImageSequential"),
    case("augmentation.ImageSequential[random]", "augmentation", built(lambda: kornia.augmentation.ImageSequential(kornia.color.BgrToRgb(), kornia.augmentation.ColorJiggle(0.1, 0.1, 0.1, 0.1, p=1.0), kornia.filters.MedianBlur((3, 3)), kornia.augmentation.RandomAffine(360, p=1.0), kornia.enhance.Invert(), kornia.augmentation.RandomMixUpV2(p=1.0), same_on_batch=True, random_apply=10), seed=589722412),
         [randn(2, 3, 5, 6, seed=1840803927)],
         check=False, note="discovered: docstring example of kornia.augmentation.ImageSequential"),
    case("augmentation.ManyToOneAugmentationDispather[random]", "augmentation", built(lambda: kornia.augmentation.ManyToOneAugmentationDispather(kornia.augmentation.AugmentationSequential(kornia.augmentation.ColorJiggle(0.1, 0.1, 0.1, 0.1, p=1.0), kornia.augmentation.RandomAffine(360, p=1.0), data_keys=['input', 'mask']), kornia.augmentation.AugmentationSequential(kornia.augmentation.ColorJiggle(0.1, 0.1, 0.1, 0.1, p=1.0), kornia.augmentation.RandomAffine(360, p=1.0), data_keys=['input', 'mask'])), seed=600749422),
         [randn(2, 3, 5, 6, seed=1523106565), torch.ones(2, 3, 5, 6)],
         check=False, note="discovered: docstring example of kornia.augmentation.ManyToOneAugmentationDispather"),
    case("augmentation.Normalize", "augmentation", built(lambda: kornia.augmentation.Normalize(mean=torch.zeros(4), std=torch.ones(4)), seed=159542216),
         [rand(1, 4, 3, 3, seed=398587347)],
         note="discovered: docstring example of kornia.augmentation.Normalize"),
    case("augmentation.PadTo", "augmentation", built(lambda: kornia.augmentation.PadTo((4, 5), pad_value=1.0), seed=1934270411),
         [torch.tensor([[[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]]])],
         note="discovered: docstring example of kornia.augmentation.PadTo"),
    case("augmentation.PadTo[1x1x4x4]", "augmentation", built(lambda: kornia.augmentation.PadTo((2, 2), crop_if_exceeds=False), seed=1366447927),
         [torch.zeros(1, 1, 4, 4)],
         note="discovered: docstring example of kornia.augmentation.PadTo"),
    case("augmentation.PatchMix[random]", "augmentation", built(lambda: kornia.augmentation.PatchMix(alpha=1.0, patch_size=4), seed=1044667996),
         [rand(2, 3, 32, 32, seed=638660327)],
         check=False, note="discovered: docstring example of kornia.augmentation.PatchMix"),
    case("augmentation.PatchSequential.forward_parameters", "augmentation", built(lambda: kornia.augmentation.PatchSequential(kornia.augmentation.RandomHorizontalFlip(p=1), grid_size=(2, 3), patchwise_apply=False), seed=327388278),
         [], {'batch_shape': (2, 3, 5, 7)},
         method="forward_parameters", ref="kornia.augmentation.PatchSequential.forward_parameters", note="discovered: docstring example of kornia.augmentation.PatchSequential.forward_parameters"),
    case("augmentation.PatchSequential.extract_patches", "augmentation", built(lambda: kornia.augmentation.PatchSequential(kornia.augmentation.ColorJiggle(0.1, 0.1, 0.1, 0.1, p=1.0), patchwise_apply=False), seed=157482116),
         [torch.tensor([[[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]]], dtype=torch.int64)], {'grid_size': (2, 2)},
         method="extract_patches", ref="kornia.augmentation.PatchSequential.extract_patches", note="discovered: docstring example of kornia.augmentation.PatchSequential.extract_patches"),
    case("augmentation.PatchSequential.restore_from_patches", "augmentation", built(lambda: kornia.augmentation.PatchSequential(kornia.augmentation.ColorJiggle(0.1, 0.1, 0.1, 0.1, p=1.0), patchwise_apply=False), seed=269759450),
         [torch.tensor([[[[[0, 1], [4, 5]]], [[[2, 3], [6, 7]]], [[[8, 9], [12, 13]]], [[[10, 11], [14, 15]]]]], dtype=torch.int64)], {'grid_size': (2, 2)},
         method="restore_from_patches", ref="kornia.augmentation.PatchSequential.restore_from_patches", note="discovered: docstring example of kornia.augmentation.PatchSequential.restore_from_patches"),
    case("augmentation.RandomAffine[random]", "augmentation", built(lambda: kornia.augmentation.RandomAffine((-15.0, 20.0), p=1.0), seed=566535436),
         [rand(1, 1, 3, 3, seed=616422071)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomAffine"),
    case("augmentation.RandomAffine[1x3x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomAffine((-15.0, 20.0), p=1.0), seed=617118408),
         [randn(1, 3, 32, 32, seed=1218714835)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomAffine"),
    case("augmentation.RandomAffine3D[random]", "augmentation", built(lambda: kornia.augmentation.RandomAffine3D((15.0, 20.0, 20.0), p=1.0), seed=852037279),
         [rand(1, 1, 3, 3, 3, seed=2062833548)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomAffine3D"),
    case("augmentation.RandomAffine3D[1x3x32x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomAffine3D((15.0, 20.0, 20.0), p=1.0), seed=329148772),
         [rand(1, 3, 32, 32, 32, seed=380850095)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomAffine3D"),
    case("augmentation.RandomBoxBlur", "augmentation", built(lambda: kornia.augmentation.RandomBoxBlur((7, 7)), seed=221331622),
         [torch.ones(1, 1, 24, 24)],
         note="discovered: docstring example of kornia.augmentation.RandomBoxBlur"),
    case("augmentation.RandomBoxBlur[1x3x32x32]", "augmentation", built(lambda: kornia.augmentation.RandomBoxBlur((7, 7), p=1.0), seed=1858224916),
         [randn(1, 3, 32, 32, seed=1109647551)],
         note="discovered: docstring example of kornia.augmentation.RandomBoxBlur"),
    case("augmentation.RandomBrightness[random]", "augmentation", built(lambda: kornia.augmentation.RandomBrightness(brightness=(0.5, 2.0), p=1.0), seed=455759928),
         [rand(1, 3, 3, 3, seed=881937571)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomBrightness"),
    case("augmentation.RandomBrightness[1x3x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomBrightness((0.8, 1.2), p=1.0), seed=1605960420),
         [rand(1, 3, 32, 32, seed=767771951)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomBrightness"),
    case("augmentation.RandomChannelDropout[random]", "augmentation", built(lambda: kornia.augmentation.RandomChannelDropout(num_drop_channels=1, fill_value=0.0, p=1.0), seed=610584181),
         [torch.ones(1, 3, 3, 3)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomChannelDropout"),
    case("augmentation.RandomChannelDropout[1x3x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomChannelDropout(num_drop_channels=1, fill_value=0.0, p=1.0), seed=2045788023),
         [rand(1, 3, 32, 32, seed=1214232036)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomChannelDropout"),
    case("augmentation.RandomChannelShuffle[random]", "augmentation", built(lambda: kornia.augmentation.RandomChannelShuffle(), seed=315863987),
         [torch.tensor([[[[0.0, 1.0], [2.0, 3.0]], [[4.0, 5.0], [6.0, 7.0]]]])],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomChannelShuffle"),
    case("augmentation.RandomChannelShuffle[1x3x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomChannelShuffle(p=1.0), seed=397494873),
         [randn(1, 3, 32, 32, seed=371850138)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomChannelShuffle"),
    case("augmentation.RandomClahe[random]", "augmentation", built(lambda: kornia.augmentation.RandomClahe(), seed=212236690),
         [rand(1, 10, 20, seed=799550057)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomClahe"),
    case("augmentation.RandomClahe[2x3x10x20][random]", "augmentation", built(lambda: kornia.augmentation.RandomClahe(), seed=684744084),
         [rand(2, 3, 10, 20, seed=2139995967)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomClahe"),
    case("augmentation.RandomClahe[1x3x32x32]", "augmentation", built(lambda: kornia.augmentation.RandomClahe(p=1.0), seed=617085831),
         [rand(1, 3, 32, 32, seed=591021332)],
         note="discovered: docstring example of kornia.augmentation.RandomClahe"),
    case("augmentation.RandomContrast[random]", "augmentation", built(lambda: kornia.augmentation.RandomContrast(contrast=(0.5, 2.0), p=1.0), seed=574359213),
         [rand(1, 3, 3, 3, seed=1994041294)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomContrast"),
    case("augmentation.RandomContrast[1x3x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomContrast((0.8, 1.2), p=1.0), seed=1121765263),
         [rand(1, 3, 32, 32, seed=1796090140)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomContrast"),
    case("augmentation.RandomCrop[random]", "augmentation", built(lambda: kornia.augmentation.RandomCrop((2, 2), p=1.0, cropping_mode='resample'), seed=767165913),
         [torch.tensor([[[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0], [6.0, 7.0, 8.0]]]])],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomCrop"),
    case("augmentation.RandomCrop[1x3x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomCrop((2, 2), p=1.0, cropping_mode='resample'), seed=891527691),
         [randn(1, 3, 32, 32, seed=1261717208)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomCrop"),
    case("augmentation.RandomCrop3D[random]", "augmentation", built(lambda: kornia.augmentation.RandomCrop3D((2, 2, 2), p=1.0), seed=1410167874),
         [randn(1, 1, 3, 3, 3, seed=29141561)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomCrop3D"),
    case("augmentation.RandomCrop3D[1x3x32x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomCrop3D((24, 24, 24), p=1.0), seed=115811741),
         [rand(1, 3, 32, 32, 32, seed=205987870)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomCrop3D"),
    case("augmentation.RandomCutMixV2[random]", "augmentation", built(lambda: kornia.augmentation.RandomCutMixV2(data_keys=['input', 'class'], use_correct_lambda=True), seed=1572688009),
         [torch.tensor([[[[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]]], [[[0.887856662273407, 0.45103132724761963, 0.7994906306266785], [0.14984089136123657, 0.40146881341934204, 0.054176926612854004], [0.45940524339675903, 0.17560523748397827, 0.9491828680038452]]]]), torch.tensor([0, 1])],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomCutMixV2"),
    case("augmentation.RandomDepthicalFlip3D", "augmentation", built(lambda: kornia.augmentation.RandomDepthicalFlip3D(p=1.0), seed=1793932578),
         [torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]], [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]], [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]])],
         note="discovered: docstring example of kornia.augmentation.RandomDepthicalFlip3D"),
    case("augmentation.RandomDepthicalFlip3D[1x3x32x32x32]", "augmentation", built(lambda: kornia.augmentation.RandomDepthicalFlip3D(p=1.0), seed=336004765),
         [rand(1, 3, 32, 32, 32, seed=1637116190)],
         note="discovered: docstring example of kornia.augmentation.RandomDepthicalFlip3D"),
    case("augmentation.RandomElasticTransform[random]", "augmentation", built(lambda: kornia.augmentation.RandomElasticTransform(), seed=1688036974),
         [torch.ones(1, 1, 2, 2)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomElasticTransform"),
    case("augmentation.RandomElasticTransform[1x3x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomElasticTransform(p=1.0), seed=1081012510),
         [randn(1, 3, 32, 32, seed=1827819413)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomElasticTransform"),
    case("augmentation.RandomEqualize", "augmentation", built(lambda: kornia.augmentation.RandomEqualize(p=1.0), seed=1023076652),
         [rand(1, 1, 5, 5, seed=840488535)],
         note="discovered: docstring example of kornia.augmentation.RandomEqualize"),
    case("augmentation.RandomEqualize[1x3x32x32]", "augmentation", built(lambda: kornia.augmentation.RandomEqualize(p=1.0), seed=2049166550),
         [rand(1, 3, 32, 32, seed=273004877)],
         note="discovered: docstring example of kornia.augmentation.RandomEqualize"),
    case("augmentation.RandomEqualize3D", "augmentation", built(lambda: kornia.augmentation.RandomEqualize3D(p=1.0), seed=1044379819),
         [rand(1, 1, 3, 3, 3, seed=901634296)],
         note="discovered: docstring example of kornia.augmentation.RandomEqualize3D"),
    case("augmentation.RandomEqualize3D[1x3x32x32x32]", "augmentation", built(lambda: kornia.augmentation.RandomEqualize3D(p=1.0), seed=70675576),
         [rand(1, 3, 32, 32, 32, seed=883694307)],
         note="discovered: docstring example of kornia.augmentation.RandomEqualize3D"),
    case("augmentation.RandomErasing[random]", "augmentation", built(lambda: kornia.augmentation.RandomErasing((0.4, 0.8), (0.3, 3.3333333333333335), p=0.5), seed=1305811034),
         [torch.ones(1, 1, 3, 3)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomErasing"),
    case("augmentation.RandomErasing[1x3x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomErasing((0.4, 0.8), (0.3, 3.3333333333333335), p=1.0), seed=820441626),
         [randn(1, 3, 32, 32, seed=1218066385)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomErasing"),
    case("augmentation.RandomFisheye[random]", "augmentation", built(lambda: kornia.augmentation.RandomFisheye(torch.tensor([-0.3, 0.3]), torch.tensor([-0.3, 0.3]), torch.tensor([0.9, 1.0])), seed=1881658272),
         [torch.ones(1, 1, 2, 2)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomFisheye"),
    case("augmentation.RandomFisheye[1x3x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomFisheye(torch.tensor([-0.3, 0.3]), torch.tensor([-0.3, 0.3]), torch.tensor([0.9, 1.0]), p=1.0), seed=1578368492),
         [randn(1, 3, 32, 32, seed=1657133335)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomFisheye"),
    case("augmentation.RandomGamma[random]", "augmentation", built(lambda: kornia.augmentation.RandomGamma((0.5, 2.0), (1.5, 1.5), p=1.0), seed=585188482),
         [rand(1, 3, 3, 3, seed=1750832249)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomGamma"),
    case("augmentation.RandomGamma[1x3x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomGamma((0.8, 1.2), p=1.0), seed=1229815778),
         [rand(1, 3, 32, 32, seed=892172633)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomGamma"),
    case("augmentation.RandomGaussianBlur[random]", "augmentation", built(lambda: kornia.augmentation.RandomGaussianBlur((3, 3), (0.1, 2.0), p=1.0), seed=73431073),
         [rand(1, 1, 5, 5, seed=1892029346)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomGaussianBlur"),
    case("augmentation.RandomGaussianBlur[1x3x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomGaussianBlur((3, 3), (0.1, 2.0), p=1.0), seed=994291411),
         [randn(1, 3, 32, 32, seed=503396768)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomGaussianBlur"),
    case("augmentation.RandomGaussianIllumination[random]", "augmentation", built(lambda: kornia.augmentation.RandomGaussianIllumination(gain=0.5, p=1.0), seed=802605647),
         [torch.tensor([[[[0.5, 0.5, 0.5], [0.5, 0.5, 0.5], [0.5, 0.5, 0.5]], [[0.5, 0.5, 0.5], [0.5, 0.5, 0.5], [0.5, 0.5, 0.5]], [[0.5, 0.5, 0.5], [0.5, 0.5, 0.5], [0.5, 0.5, 0.5]]]])],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomGaussianIllumination"),
    case("augmentation.RandomGaussianIllumination[1x3x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomGaussianIllumination(p=1.0), seed=886290901),
         [rand(1, 3, 32, 32, seed=962776438)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomGaussianIllumination"),
    case("augmentation.RandomGaussianNoise[random]", "augmentation", built(lambda: kornia.augmentation.RandomGaussianNoise(mean=0.0, std=1.0, p=1.0), seed=2126683836),
         [torch.ones(1, 1, 2, 2)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomGaussianNoise"),
    case("augmentation.RandomGaussianNoise[1x3x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomGaussianNoise(mean=0.0, std=1.0, p=1.0), seed=1725385912),
         [randn(1, 3, 32, 32, seed=335975715)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomGaussianNoise"),
    case("augmentation.RandomGrayscale", "augmentation", built(lambda: kornia.augmentation.RandomGrayscale(p=1.0), seed=281740449),
         [randn(1, 3, 3, 3, seed=1752085538)],
         note="discovered: docstring example of kornia.augmentation.RandomGrayscale"),
    case("augmentation.RandomGrayscale[1x3x32x32]", "augmentation", built(lambda: kornia.augmentation.RandomGrayscale(p=1.0), seed=1890491925),
         [randn(1, 3, 32, 32, seed=1601235894)],
         note="discovered: docstring example of kornia.augmentation.RandomGrayscale"),
    case("augmentation.RandomHorizontalFlip", "augmentation", built(lambda: kornia.augmentation.RandomHorizontalFlip(p=1.0), seed=191805137),
         [torch.tensor([[[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 1.0, 1.0]]]])],
         note="discovered: docstring example of kornia.augmentation.RandomHorizontalFlip"),
    case("augmentation.RandomHorizontalFlip[1x3x32x32]", "augmentation", built(lambda: kornia.augmentation.RandomHorizontalFlip(p=1.0), seed=1046714117),
         [randn(1, 3, 32, 32, seed=1865233350)],
         note="discovered: docstring example of kornia.augmentation.RandomHorizontalFlip"),
    case("augmentation.RandomHorizontalFlip3D", "augmentation", built(lambda: kornia.augmentation.RandomHorizontalFlip3D(p=1.0), seed=693390246),
         [torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]], [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]], [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]])],
         note="discovered: docstring example of kornia.augmentation.RandomHorizontalFlip3D"),
    case("augmentation.RandomHorizontalFlip3D[1x3x32x32x32]", "augmentation", built(lambda: kornia.augmentation.RandomHorizontalFlip3D(p=1.0), seed=1350105209),
         [rand(1, 3, 32, 32, 32, seed=1689036730)],
         note="discovered: docstring example of kornia.augmentation.RandomHorizontalFlip3D"),
    case("augmentation.RandomHue[random]", "augmentation", built(lambda: kornia.augmentation.RandomHue(hue=(-0.5, 0.5), p=1.0), seed=1178743641),
         [rand(1, 3, 3, 3, seed=279153818)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomHue"),
    case("augmentation.RandomHue[1x3x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomHue((-0.2, 0.2), p=1.0), seed=317687435),
         [rand(1, 3, 32, 32, seed=934936408)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomHue"),
    case("augmentation.RandomInvert[random]", "augmentation", built(lambda: kornia.augmentation.RandomInvert(), seed=1668436399),
         [rand(1, 1, 5, 5, seed=534253884)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomInvert"),
    case("augmentation.RandomInvert[1x3x32x32]", "augmentation", built(lambda: kornia.augmentation.RandomInvert(p=1.0), seed=1317633556),
         [randn(1, 3, 32, 32, seed=1928926143)],
         note="discovered: docstring example of kornia.augmentation.RandomInvert"),
    case("augmentation.RandomJPEG[random]", "augmentation", built(lambda: kornia.augmentation.RandomJPEG(jpeg_quality=(1.0, 50.0), p=1.0), seed=986848733),
         [load('81c71f48f65f15d8')],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomJPEG"),
    case("augmentation.RandomJPEG[2][random]", "augmentation", built(lambda: kornia.augmentation.RandomJPEG(jpeg_quality=20.0, p=1.0), seed=782748049),
         [load('81c71f48f65f15d8')],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomJPEG"),
    case("augmentation.RandomJigsaw[random]", "augmentation", built(lambda: kornia.augmentation.RandomJigsaw((4, 4)), seed=221995080),
         [randn(8, 3, 256, 256, seed=740507219)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomJigsaw"),
    case("augmentation.RandomLinearCornerIllumination[random]", "augmentation", built(lambda: kornia.augmentation.RandomLinearCornerIllumination(gain=0.25, p=1.0), seed=429074644),
         [torch.tensor([[[[0.5, 0.5, 0.5], [0.5, 0.5, 0.5], [0.5, 0.5, 0.5]], [[0.5, 0.5, 0.5], [0.5, 0.5, 0.5], [0.5, 0.5, 0.5]], [[0.5, 0.5, 0.5], [0.5, 0.5, 0.5], [0.5, 0.5, 0.5]]]])],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomLinearCornerIllumination"),
    case("augmentation.RandomLinearCornerIllumination[1x3x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomLinearCornerIllumination(p=1.0), seed=1963915696),
         [rand(1, 3, 32, 32, seed=1530548763)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomLinearCornerIllumination"),
    case("augmentation.RandomLinearIllumination[random]", "augmentation", built(lambda: kornia.augmentation.RandomLinearIllumination(gain=0.25, p=1.0), seed=2019304581),
         [torch.tensor([[[[0.5, 0.5, 0.5], [0.5, 0.5, 0.5], [0.5, 0.5, 0.5]], [[0.5, 0.5, 0.5], [0.5, 0.5, 0.5], [0.5, 0.5, 0.5]], [[0.5, 0.5, 0.5], [0.5, 0.5, 0.5], [0.5, 0.5, 0.5]]]])],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomLinearIllumination"),
    case("augmentation.RandomLinearIllumination[1x3x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomLinearIllumination(p=1.0), seed=801920327),
         [rand(1, 3, 32, 32, seed=1850250452)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomLinearIllumination"),
    case("augmentation.RandomMedianBlur", "augmentation", built(lambda: kornia.augmentation.RandomMedianBlur((3, 3), p=1), seed=395063289),
         [torch.ones(1, 1, 4, 4)],
         note="discovered: docstring example of kornia.augmentation.RandomMedianBlur"),
    case("augmentation.RandomMedianBlur[1x3x32x32]", "augmentation", built(lambda: kornia.augmentation.RandomMedianBlur((7, 7), p=1.0), seed=1346237837),
         [randn(1, 3, 32, 32, seed=534419246)],
         note="discovered: docstring example of kornia.augmentation.RandomMedianBlur"),
    case("augmentation.RandomMixUpV2[random]", "augmentation", built(lambda: kornia.augmentation.RandomMixUpV2(data_keys=['input', 'class']), seed=229623596),
         [rand(2, 1, 3, 3, seed=974382167), torch.tensor([0, 1])],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomMixUpV2"),
    case("augmentation.RandomMosaic[random]", "augmentation", built(lambda: kornia.augmentation.RandomMosaic((300, 300), data_keys=['input', 'bbox_xyxy']), seed=1563713419),
         [randn(8, 3, 224, 224, seed=794886232), torch.tensor([[[70, 5, 150, 100], [60, 180, 175, 220]], [[70, 5, 150, 100], [60, 180, 175, 220]], [[70, 5, 150, 100], [60, 180, 175, 220]], [[70, 5, 150, 100], [60, 180, 175, 220]], [[70, 5, 150, 100], [60, 180, 175, 220]], [[70, 5, 150, 100], [60, 180, 175, 220]], [[70, 5, 150, 100], [60, 180, 175, 220]], [[70, 5, 150, 100], [60, 180, 175, 220]]], dtype=torch.int64)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomMosaic"),
    case("augmentation.RandomMotionBlur[random]", "augmentation", built(lambda: kornia.augmentation.RandomMotionBlur(3, 35.0, 0.5, p=1.0), seed=1151148760),
         [torch.ones(1, 1, 5, 5)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomMotionBlur"),
    case("augmentation.RandomMotionBlur[1x3x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomMotionBlur(3, 35.0, 0.5, p=1.0), seed=292232068),
         [randn(1, 3, 32, 32, seed=560583759)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomMotionBlur"),
    case("augmentation.RandomMotionBlur3D[random]", "augmentation", built(lambda: kornia.augmentation.RandomMotionBlur3D(3, 35.0, 0.5, p=1.0), seed=1635286547),
         [rand(1, 1, 3, 5, 5, seed=317635296)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomMotionBlur3D"),
    case("augmentation.RandomMotionBlur3D[1x3x32x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomMotionBlur3D(3, 35.0, 0.5, p=1.0), seed=1966598544),
         [rand(1, 3, 32, 32, 32, seed=1320449019)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomMotionBlur3D"),
    case("augmentation.RandomPerspective[random]", "augmentation", built(lambda: kornia.augmentation.RandomPerspective(0.5, p=0.5), seed=640620189),
         [torch.tensor([[[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]]])],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomPerspective"),
    case("augmentation.RandomPerspective[1x3x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomPerspective(0.5, p=1.0), seed=897724351),
         [randn(1, 3, 32, 32, seed=340654124)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomPerspective"),
    case("augmentation.RandomPerspective3D[random]", "augmentation", built(lambda: kornia.augmentation.RandomPerspective3D(0.5, p=1.0, align_corners=True), seed=282662398),
         [torch.tensor([[[[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]], [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]], [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]]]])],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomPerspective3D"),
    case("augmentation.RandomPerspective3D[1x3x32x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomPerspective3D(0.5, p=1.0), seed=1651012353),
         [rand(1, 3, 32, 32, 32, seed=1173993602)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomPerspective3D"),
    case("augmentation.RandomPlanckianJitter[random]", "augmentation", built(lambda: kornia.augmentation.RandomPlanckianJitter(mode='CIED', p=1.0), seed=861967154),
         [rand(1, 3, 2, 2, seed=1960097673)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomPlanckianJitter"),
    case("augmentation.RandomPlanckianJitter[2x3x2x2][random]", "augmentation", built(lambda: kornia.augmentation.RandomPlanckianJitter(mode='blackbody', select_from=[23, 24, 1, 2], p=1.0), seed=1984478519),
         [rand(2, 3, 2, 2, seed=1880672676)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomPlanckianJitter"),
    case("augmentation.RandomPlasmaBrightness[random]", "augmentation", built(lambda: kornia.augmentation.RandomPlasmaBrightness(roughness=(0.1, 0.7), p=1.0), seed=914021818),
         [torch.ones(1, 1, 3, 4)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomPlasmaBrightness"),
    case("augmentation.RandomPlasmaContrast[random]", "augmentation", built(lambda: kornia.augmentation.RandomPlasmaContrast(roughness=(0.1, 0.7), p=1.0), seed=611704971),
         [torch.ones(1, 1, 3, 4)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomPlasmaContrast"),
    case("augmentation.RandomPlasmaShadow[random]", "augmentation", built(lambda: kornia.augmentation.RandomPlasmaShadow(roughness=(0.1, 0.7), p=1.0), seed=605488845),
         [torch.ones(1, 1, 3, 4)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomPlasmaShadow"),
    case("augmentation.RandomPosterize[random]", "augmentation", built(lambda: kornia.augmentation.RandomPosterize(3.0, p=1.0), seed=340524346),
         [rand(1, 1, 5, 5, seed=1241174641)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomPosterize"),
    case("augmentation.RandomPosterize[1x3x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomPosterize(3.0, p=1.0), seed=1866793722),
         [randn(1, 3, 32, 32, seed=1381740081)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomPosterize"),
    case("augmentation.RandomRGBShift", "augmentation", built(lambda: kornia.augmentation.RandomRGBShift(0, 0, 0), seed=1863506651),
         [rand(1, 3, 5, 5, seed=17163912)],
         note="discovered: docstring example of kornia.augmentation.RandomRGBShift"),
    case("augmentation.RandomRGBShift[2][random]", "augmentation", built(lambda: kornia.augmentation.RandomRGBShift(p=1.0), seed=1827442076),
         [rand(1, 3, 5, 5, seed=1309741095)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomRGBShift"),
    case("augmentation.RandomRain[random]", "augmentation", built(lambda: kornia.augmentation.RandomRain(p=1, drop_height=(1, 2), drop_width=(1, 2), number_of_drops=(1, 1)), seed=57938005),
         [rand(1, 1, 5, 5, seed=257902582)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomRain"),
    case("augmentation.RandomResizedCrop[random]", "augmentation", built(lambda: kornia.augmentation.RandomResizedCrop(size=(3, 3), scale=(3.0, 3.0), ratio=(2.0, 2.0), p=1.0, cropping_mode='resample'), seed=1668590413),
         [torch.tensor([[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0], [6.0, 7.0, 8.0]]])],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomResizedCrop"),
    case("augmentation.RandomResizedCrop[1x3x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomResizedCrop(size=(3, 3), scale=(3.0, 3.0), ratio=(2.0, 2.0), p=1.0, cropping_mode='resample'), seed=1724415023),
         [randn(1, 3, 32, 32, seed=1668317116)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomResizedCrop"),
    case("augmentation.RandomRotation[random]", "augmentation", built(lambda: kornia.augmentation.RandomRotation(degrees=45.0, p=1.0), seed=798059989),
         [torch.tensor([[1.0, 0.0, 0.0, 2.0], [0.0, 0.0, 0.0, 0.0], [0.0, 1.0, 2.0, 0.0], [0.0, 0.0, 1.0, 2.0]])],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomRotation"),
    case("augmentation.RandomRotation[1x3x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomRotation(degrees=45.0, p=1.0), seed=947022423),
         [randn(1, 3, 32, 32, seed=1251019460)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomRotation"),
    case("augmentation.RandomRotation3D[random]", "augmentation", built(lambda: kornia.augmentation.RandomRotation3D((15.0, 20.0, 20.0), p=1.0), seed=1720804790),
         [rand(1, 1, 3, 3, 3, seed=1966471085)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomRotation3D"),
    case("augmentation.RandomRotation3D[1x3x32x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomRotation3D((15.0, 20.0, 20.0), p=1.0), seed=5566649),
         [rand(1, 3, 32, 32, 32, seed=1253308922)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomRotation3D"),
    case("augmentation.RandomRotation90", "augmentation", built(lambda: kornia.augmentation.RandomRotation90(times=(1, 1), p=1.0), seed=63278917),
         [torch.tensor([[1.0, 0.0, 0.0, 2.0], [0.0, 0.0, 0.0, 0.0], [0.0, 1.0, 2.0, 0.0], [0.0, 0.0, 1.0, 2.0]])],
         note="discovered: docstring example of kornia.augmentation.RandomRotation90"),
    case("augmentation.RandomRotation90[1x3x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomRotation90(times=(-1, 1), p=1.0), seed=2053805156),
         [randn(1, 3, 32, 32, seed=1659826863)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomRotation90"),
    case("augmentation.RandomSaltAndPepperNoise[random]", "augmentation", built(lambda: kornia.augmentation.RandomSaltAndPepperNoise(amount=0.5, salt_vs_pepper=0.5, p=1.0), seed=1124126690),
         [rand(1, 3, 3, 3, seed=869878105)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomSaltAndPepperNoise"),
    case("augmentation.RandomSaltAndPepperNoise[1x3x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomSaltAndPepperNoise(amount=0.05, salt_vs_pepper=0.5, p=1.0), seed=1467870914),
         [rand(1, 3, 32, 32, seed=2051008697)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomSaltAndPepperNoise"),
    case("augmentation.RandomSaturation[random]", "augmentation", built(lambda: kornia.augmentation.RandomSaturation(saturation=(0.5, 2.0), p=1.0), seed=1594217751),
         [rand(1, 3, 3, 3, seed=862409604)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomSaturation"),
    case("augmentation.RandomSaturation[1x3x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomSaturation((0.8, 1.2), p=1.0), seed=1993035037),
         [rand(1, 3, 32, 32, seed=2058245022)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomSaturation"),
    case("augmentation.RandomSharpness[random]", "augmentation", built(lambda: kornia.augmentation.RandomSharpness(1.0, p=1.0), seed=561395840),
         [rand(1, 1, 5, 5, seed=1136722443)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomSharpness"),
    case("augmentation.RandomSharpness[1x3x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomSharpness(1.0, p=1.0), seed=379814860),
         [randn(1, 3, 32, 32, seed=130987895)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomSharpness"),
    case("augmentation.RandomShear[random]", "augmentation", built(lambda: kornia.augmentation.RandomShear((-5.0, 2.0, 5.0, 10.0), p=1.0), seed=1530597870),
         [rand(1, 1, 3, 3, seed=1934603141)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomShear"),
    case("augmentation.RandomShear[1x3x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomShear((-15.0, 20.0), p=1.0), seed=1379139486),
         [randn(1, 3, 32, 32, seed=1018053141)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomShear"),
    case("augmentation.RandomSnow[random]", "augmentation", built(lambda: kornia.augmentation.RandomSnow(p=1.0, snow_coefficient=(0.1, 0.6), brightness=(1.0, 5.0)), seed=294490060),
         [rand(2, 3, 4, 4, seed=327525239)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomSnow"),
    case("augmentation.RandomSolarize[random]", "augmentation", built(lambda: kornia.augmentation.RandomSolarize(0.1, 0.1, p=1.0), seed=514654610),
         [rand(1, 1, 5, 5, seed=1093005929)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomSolarize"),
    case("augmentation.RandomSolarize[1x3x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomSolarize(0.1, 0.1, p=1.0), seed=1270516530),
         [randn(1, 3, 32, 32, seed=1105948553)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomSolarize"),
    case("augmentation.RandomThinPlateSpline[random]", "augmentation", built(lambda: kornia.augmentation.RandomThinPlateSpline(), seed=602986371),
         [torch.ones(1, 1, 2, 2)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomThinPlateSpline"),
    case("augmentation.RandomThinPlateSpline[1x3x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomThinPlateSpline(p=1.0), seed=1487894313),
         [randn(1, 3, 32, 32, seed=952519562)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomThinPlateSpline"),
    case("augmentation.RandomTranslate[random]", "augmentation", built(lambda: kornia.augmentation.RandomTranslate((-0.2, 0.2), (-0.1, 0.1), p=1.0), seed=1369225773),
         [rand(1, 1, 3, 3, seed=1645168462)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomTranslate"),
    case("augmentation.RandomTranslate[1x3x32x32][random]", "augmentation", built(lambda: kornia.augmentation.RandomTranslate((-0.2, 0.2), (-0.1, 0.1), p=1.0), seed=1500524047),
         [randn(1, 3, 32, 32, seed=962343836)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomTranslate"),
    case("augmentation.RandomTransplantation[random]", "augmentation", built(lambda: kornia.augmentation.RandomTransplantation(p=1.0), seed=551003911),
         [randn(2, 3, 5, 5, seed=1415748756), torch.tensor([[[0, 0, 1, 1, 0], [1, 2, 0, 0, 0], [1, 2, 1, 1, 0], [0, 0, 0, 0, 2], [2, 2, 2, 0, 2]], [[2, 0, 0, 2, 1], [2, 1, 0, 2, 1], [2, 0, 1, 0, 2], [2, 2, 2, 0, 2], [2, 1, 0, 0, 0]]], dtype=torch.int64)],
         check=False, note="discovered: docstring example of kornia.augmentation.RandomTransplantation"),
    case("augmentation.RandomVerticalFlip", "augmentation", built(lambda: kornia.augmentation.RandomVerticalFlip(p=1.0), seed=42430543),
         [torch.tensor([[[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 1.0, 1.0]]]])],
         note="discovered: docstring example of kornia.augmentation.RandomVerticalFlip"),
    case("augmentation.RandomVerticalFlip[1x3x32x32]", "augmentation", built(lambda: kornia.augmentation.RandomVerticalFlip(p=1.0), seed=771248079),
         [randn(1, 3, 32, 32, seed=147295068)],
         note="discovered: docstring example of kornia.augmentation.RandomVerticalFlip"),
    case("augmentation.RandomVerticalFlip3D", "augmentation", built(lambda: kornia.augmentation.RandomVerticalFlip3D(p=1.0), seed=438344016),
         [torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]], [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]], [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]])],
         note="discovered: docstring example of kornia.augmentation.RandomVerticalFlip3D"),
    case("augmentation.RandomVerticalFlip3D[1x3x32x32x32]", "augmentation", built(lambda: kornia.augmentation.RandomVerticalFlip3D(p=1.0), seed=1319886547),
         [rand(1, 3, 32, 32, 32, seed=446491040)],
         note="discovered: docstring example of kornia.augmentation.RandomVerticalFlip3D"),
    case("augmentation.VideoSequential.to_tensor", "augmentation", built(lambda: kornia.augmentation.VideoSequential(kornia.augmentation.ColorJiggle(0.1, 0.1, 0.1, 0.1, p=1.0), kornia.augmentation.RandomAffine(360, p=1.0), kornia.augmentation.RandomMixUpV2(p=1.0), data_format='BCTHW', same_on_frame=False), seed=1037991174),
         [load('895daca81770cf1d')],
         method="to_tensor", ref="kornia.augmentation.VideoSequential.to_tensor", note="discovered: docstring example of kornia.augmentation.VideoSequential"),
    case("augmentation.VideoSequential.to_tensor[2]", "augmentation", built(lambda: kornia.augmentation.VideoSequential(kornia.augmentation.ColorJiggle(0.1, 0.1, 0.1, 0.1, p=1.0), kornia.augmentation.RandomAffine(360, p=1.0), kornia.augmentation.RandomMixUpV2(p=1.0), data_format='BCTHW', same_on_frame=False, random_apply=1, random_apply_weights=[0.5, 0.3, 0.8]), seed=1882703318),
         [load('ab9b639b5fc32d7b')],
         method="to_tensor", ref="kornia.augmentation.VideoSequential.to_tensor", note="discovered: docstring example of kornia.augmentation.VideoSequential"),
    case("augmentation.VideoSequential.to_tensor[3]", "augmentation", built(lambda: kornia.augmentation.VideoSequential(kornia.augmentation.ColorJiggle(0.1, 0.1, 0.1, 0.1, p=1.0), kornia.color.BgrToRgb(), kornia.augmentation.RandomAffine(360, p=1.0), random_apply=10, data_format='BCTHW', same_on_frame=True), seed=741729715),
         [load('895daca81770cf1d')],
         method="to_tensor", ref="kornia.augmentation.VideoSequential.to_tensor", note="discovered: docstring example of kornia.augmentation.VideoSequential"),
    case("augmentation.presets.ada.AdaptiveDiscriminatorAugmentation.to_tensor", "augmentation.presets.ada", built(lambda: kornia.augmentation.presets.ada.AdaptiveDiscriminatorAugmentation(), seed=488389596),
         [randn(2, 3, 16, 16, seed=657066087)],
         method="to_tensor", ref="kornia.augmentation.presets.ada.AdaptiveDiscriminatorAugmentation.to_tensor", note="discovered: docstring example of kornia.augmentation.presets.ada.AdaptiveDiscriminatorAugmentation"),
    case("augmentation.presets.ada.AdaptiveDiscriminatorAugmentation.to_tensor[2]", "augmentation.presets.ada", built(lambda: kornia.augmentation.presets.ada.AdaptiveDiscriminatorAugmentation(kornia.augmentation.RandomRotation90(times=(0, 3), p=1), kornia.augmentation.RandomAffine(degrees=10, translate=(0.1, 0.1), scale=(0.9, 1.1), p=1), kornia.augmentation.ColorJitter(brightness=0.2, contrast=0.2, saturation=0.2, hue=0.1, p=1)), seed=296423000),
         [randn(2, 3, 16, 16, seed=319124803)],
         method="to_tensor", ref="kornia.augmentation.presets.ada.AdaptiveDiscriminatorAugmentation.to_tensor", note="discovered: docstring example of kornia.augmentation.presets.ada.AdaptiveDiscriminatorAugmentation"),
    case("augmentation.presets.ada.AdaptiveDiscriminatorAugmentation", "augmentation.presets.ada", built(lambda: kornia.augmentation.presets.ada.AdaptiveDiscriminatorAugmentation(), seed=1700036005),
         [randn(2, 3, 16, 16, seed=42273894)],
         note="discovered: docstring example of kornia.augmentation.presets.ada.AdaptiveDiscriminatorAugmentation"),
    case("augmentation.random_generator.PlainUniformGenerator[random]", "augmentation.random_generator", built(lambda: kornia.augmentation.random_generator.PlainUniformGenerator(((0.0, 1.0), 'factor_1', None, None), (torch.tensor([-0.5, 0.5]), 'factor_2', 0.1, (-1.0, 1.0))), seed=1987168314),
         [], {'batch_shape': (2,)},
         check=False, note="discovered: docstring example of kornia.augmentation.random_generator.PlainUniformGenerator"),
    case("augmentation.random_generator.ResizedCropGenerator", "augmentation.random_generator", built(lambda: kornia.augmentation.random_generator.ResizedCropGenerator((30, 30), scale=torch.tensor([0.7, 1.3]), ratio=torch.tensor([0.9, 1.0])), seed=1656929093),
         [], {'batch_shape': (1, 3, 3)},
         note="discovered: docstring example of kornia.augmentation.random_generator.ResizedCropGenerator"),
    case("color.ApplyColorMap", "color", built(lambda: kornia.color.ApplyColorMap(colormap=kornia.color.ColorMap(base=kornia.color.ColorMapType.autumn)), seed=1652533961),
         [torch.tensor([[[0, 1, 2], [15, 25, 33], [128, 158, 188]]])],
         note="discovered: docstring example of kornia.color.ApplyColorMap"),
    case("color.BgrToGrayscale", "color", built(lambda: kornia.color.BgrToGrayscale(), seed=243065555),
         [rand(2, 3, 4, 5, seed=1799327136)],
         note="discovered: docstring example of kornia.color.BgrToGrayscale"),
    case("color.BgrToRgb", "color", built(lambda: kornia.color.BgrToRgb(), seed=1065408471),
         [rand(2, 3, 4, 5, seed=1789588548)],
         note="discovered: docstring example of kornia.color.BgrToRgb"),
    case("color.BgrToRgba", "color", built(lambda: kornia.color.BgrToRgba(1.0), seed=768840578),
         [rand(2, 3, 4, 5, seed=2103704441)],
         note="discovered: docstring example of kornia.color.BgrToRgba"),
    case("color.GrayscaleToRgb", "color", built(lambda: kornia.color.GrayscaleToRgb(), seed=1407634295),
         [rand(2, 1, 4, 5, seed=1161241060)],
         note="discovered: docstring example of kornia.color.GrayscaleToRgb"),
    case("color.HlsToRgb", "color", built(lambda: kornia.color.HlsToRgb(), seed=101142141),
         [rand(2, 3, 4, 5, seed=1427350782)],
         note="discovered: docstring example of kornia.color.HlsToRgb"),
    case("color.HsvToRgb", "color", built(lambda: kornia.color.HsvToRgb(), seed=1275413185),
         [rand(2, 3, 4, 5, seed=1909222978)],
         note="discovered: docstring example of kornia.color.HsvToRgb"),
    case("color.LabToRgb", "color", built(lambda: kornia.color.LabToRgb(), seed=1773593499),
         [rand(2, 3, 4, 5, seed=200867144)],
         note="discovered: docstring example of kornia.color.LabToRgb"),
    case("color.LinearRgbToRgb", "color", built(lambda: kornia.color.LinearRgbToRgb(), seed=1975919430),
         [rand(2, 3, 4, 5, seed=1340889821)],
         note="discovered: docstring example of kornia.color.LinearRgbToRgb"),
    case("color.LuvToRgb", "color", built(lambda: kornia.color.LuvToRgb(), seed=960885171),
         [rand(2, 3, 4, 5, seed=1710123136)],
         note="discovered: docstring example of kornia.color.LuvToRgb"),
    case("color.NormalsToRgb255", "color", built(lambda: kornia.color.NormalsToRgb255(), seed=1518319342),
         [rand(2, 3, 4, 5, seed=655974533)],
         note="discovered: docstring example of kornia.color.NormalsToRgb255"),
    case("color.RawToRgb", "color", built(lambda: kornia.color.RawToRgb(kornia.color.CFA.RG), seed=934536044),
         [rand(2, 1, 4, 6, seed=599390871)],
         note="discovered: docstring example of kornia.color.RawToRgb"),
    case("color.RawToRgb2x2Downscaled", "color", built(lambda: kornia.color.RawToRgb2x2Downscaled(kornia.color.CFA.RG), seed=697371146),
         [rand(2, 1, 4, 6, seed=94830689)],
         note="discovered: docstring example of kornia.color.RawToRgb2x2Downscaled"),
    case("color.Rgb255ToNormals", "color", built(lambda: kornia.color.Rgb255ToNormals(), seed=435243406),
         [rand(2, 3, 4, 5, seed=1919796005)],
         note="discovered: docstring example of kornia.color.Rgb255ToNormals"),
    case("color.Rgb255ToRgb", "color", built(lambda: kornia.color.Rgb255ToRgb(), seed=911649597),
         [rand(2, 3, 4, 5, seed=827600830)],
         note="discovered: docstring example of kornia.color.Rgb255ToRgb"),
    case("color.RgbToBgr", "color", built(lambda: kornia.color.RgbToBgr(), seed=1689893015),
         [rand(2, 3, 4, 5, seed=194683652)],
         note="discovered: docstring example of kornia.color.RgbToBgr"),
    case("color.RgbToGrayscale", "color", built(lambda: kornia.color.RgbToGrayscale(), seed=1672130707),
         [rand(2, 3, 4, 5, seed=1251373408)],
         note="discovered: docstring example of kornia.color.RgbToGrayscale"),
    case("color.RgbToHls", "color", built(lambda: kornia.color.RgbToHls(), seed=1774324993),
         [rand(2, 3, 4, 5, seed=824042114)],
         note="discovered: docstring example of kornia.color.RgbToHls"),
    case("color.RgbToHsv", "color", built(lambda: kornia.color.RgbToHsv(), seed=1587064233),
         [rand(2, 3, 4, 5, seed=912696842)],
         note="discovered: docstring example of kornia.color.RgbToHsv"),
    case("color.RgbToLab", "color", built(lambda: kornia.color.RgbToLab(), seed=635677003),
         [rand(2, 3, 4, 5, seed=468434968)],
         note="discovered: docstring example of kornia.color.RgbToLab"),
    case("color.RgbToLinearRgb", "color", built(lambda: kornia.color.RgbToLinearRgb(), seed=1894443692),
         [rand(2, 3, 4, 5, seed=1665168343)],
         note="discovered: docstring example of kornia.color.RgbToLinearRgb"),
    case("color.RgbToLuv", "color", built(lambda: kornia.color.RgbToLuv(), seed=706038883),
         [rand(2, 3, 4, 5, seed=831721936)],
         note="discovered: docstring example of kornia.color.RgbToLuv"),
    case("color.RgbToRaw", "color", built(lambda: kornia.color.RgbToRaw(kornia.color.CFA.GB), seed=269183418),
         [rand(2, 3, 4, 6, seed=506680049)],
         note="discovered: docstring example of kornia.color.RgbToRaw"),
    case("color.RgbToRgb255", "color", built(lambda: kornia.color.RgbToRgb255(), seed=285171537),
         [rand(2, 3, 4, 5, seed=656289330)],
         note="discovered: docstring example of kornia.color.RgbToRgb255"),
    case("color.RgbToRgba", "color", built(lambda: kornia.color.RgbToRgba(1.0), seed=1885879106),
         [rand(2, 3, 4, 5, seed=1942899001)],
         note="discovered: docstring example of kornia.color.RgbToRgba"),
    case("color.RgbToXyz", "color", built(lambda: kornia.color.RgbToXyz(), seed=447734375),
         [rand(2, 3, 4, 5, seed=1350599028)],
         note="discovered: docstring example of kornia.color.RgbToXyz"),
    case("color.RgbToYcbcr", "color", built(lambda: kornia.color.RgbToYcbcr(), seed=1603598923),
         [rand(2, 3, 4, 5, seed=1749023000)],
         note="discovered: docstring example of kornia.color.RgbToYcbcr"),
    case("color.RgbToYuv", "color", built(lambda: kornia.color.RgbToYuv(), seed=2032436208),
         [rand(2, 3, 4, 5, seed=1618118235)],
         note="discovered: docstring example of kornia.color.RgbToYuv"),
    case("color.RgbToYuv420", "color", built(lambda: kornia.color.RgbToYuv420(), seed=1550362654),
         [rand(2, 3, 4, 6, seed=1435786901)],
         note="discovered: docstring example of kornia.color.RgbToYuv420"),
    case("color.RgbToYuv422", "color", built(lambda: kornia.color.RgbToYuv422(), seed=1516807416),
         [rand(2, 3, 4, 6, seed=1865566051)],
         note="discovered: docstring example of kornia.color.RgbToYuv422"),
    case("color.RgbaToBgr", "color", built(lambda: kornia.color.RgbaToBgr(), seed=1036208076),
         [rand(2, 4, 4, 5, seed=1061034871)],
         note="discovered: docstring example of kornia.color.RgbaToBgr"),
    case("color.RgbaToRgb", "color", built(lambda: kornia.color.RgbaToRgb(), seed=1568483084),
         [rand(2, 4, 4, 5, seed=358558903)],
         note="discovered: docstring example of kornia.color.RgbaToRgb"),
    case("color.Sepia", "color", built(lambda: kornia.color.Sepia(rescale=False), seed=1775666516),
         [torch.ones(3, 1, 1)],
         note="discovered: docstring example of kornia.color.Sepia"),
    case("color.XyzToRgb", "color", built(lambda: kornia.color.XyzToRgb(), seed=1794076831),
         [rand(2, 3, 4, 5, seed=291932556)],
         note="discovered: docstring example of kornia.color.XyzToRgb"),
    case("color.YcbcrToRgb", "color", built(lambda: kornia.color.YcbcrToRgb(), seed=1080672191),
         [rand(2, 3, 4, 5, seed=132646956)],
         note="discovered: docstring example of kornia.color.YcbcrToRgb"),
    case("color.Yuv420ToRgb", "color", built(lambda: kornia.color.Yuv420ToRgb(), seed=276467756),
         [rand(2, 1, 4, 6, seed=352998743), rand(2, 2, 2, 3, seed=336221124)],
         note="discovered: docstring example of kornia.color.Yuv420ToRgb"),
    case("color.Yuv422ToRgb", "color", built(lambda: kornia.color.Yuv422ToRgb(), seed=2005843678),
         [rand(2, 1, 4, 6, seed=1284191061), rand(2, 2, 4, 3, seed=1267413442)],
         note="discovered: docstring example of kornia.color.Yuv422ToRgb"),
    case("color.YuvToRgb", "color", built(lambda: kornia.color.YuvToRgb(), seed=844389258),
         [rand(2, 3, 4, 5, seed=1436184033)],
         note="discovered: docstring example of kornia.color.YuvToRgb"),
    case("color.apply_colormap", "color", kornia.color.apply_colormap,
         [torch.tensor([[[0, 1, 2], [15, 25, 33], [128, 158, 188]]])], {'colormap': kornia.color.ColorMap(base=kornia.color.ColorMapType.autumn)},
         note="discovered: docstring example of kornia.color.apply_colormap"),
    case("color.bgr_to_grayscale", "color", kornia.color.bgr_to_grayscale,
         [rand(2, 3, 4, 5, seed=1197690368)],
         note="discovered: docstring example of kornia.color.bgr_to_grayscale"),
    case("color.bgr_to_rgb", "color", kornia.color.bgr_to_rgb,
         [rand(2, 3, 4, 5, seed=475770276)],
         note="discovered: docstring example of kornia.color.bgr_to_rgb"),
    case("color.bgr_to_rgba", "color", kornia.color.bgr_to_rgba,
         [rand(2, 3, 4, 5, seed=1240586201)], {'alpha_val': 1.0},
         note="discovered: docstring example of kornia.color.bgr_to_rgba"),
    case("color.grayscale_to_rgb", "color", kornia.color.grayscale_to_rgb,
         [randn(2, 1, 4, 5, seed=498054084)],
         note="discovered: docstring example of kornia.color.grayscale_to_rgb"),
    case("color.hls_to_rgb", "color", kornia.color.hls_to_rgb,
         [rand(2, 3, 4, 5, seed=905907926)],
         note="discovered: docstring example of kornia.color.hls_to_rgb"),
    case("color.hsv_to_rgb", "color", kornia.color.hsv_to_rgb,
         [rand(2, 3, 4, 5, seed=75191306)],
         note="discovered: docstring example of kornia.color.hsv_to_rgb"),
    case("color.lab_to_rgb", "color", kornia.color.lab_to_rgb,
         [rand(2, 3, 4, 5, seed=971620520)],
         note="discovered: docstring example of kornia.color.lab_to_rgb"),
    case("color.linear_rgb_to_rgb", "color", kornia.color.linear_rgb_to_rgb,
         [rand(2, 3, 4, 5, seed=638312366)],
         note="discovered: docstring example of kornia.color.linear_rgb_to_rgb"),
    case("color.luv_to_rgb", "color", kornia.color.luv_to_rgb,
         [rand(2, 3, 4, 5, seed=276889728)],
         note="discovered: docstring example of kornia.color.luv_to_rgb"),
    case("color.normals_to_rgb255", "color", kornia.color.normals_to_rgb255,
         [rand(2, 3, 4, 5, seed=1639339413)],
         note="discovered: docstring example of kornia.color.normals_to_rgb255"),
    case("color.raw_to_rgb", "color", kornia.color.raw_to_rgb,
         [randn(2, 1, 4, 6, seed=1800637559)], {'cfa': kornia.color.CFA.RG},
         note="discovered: docstring example of kornia.color.raw_to_rgb"),
    case("color.raw_to_rgb_2x2_downscaled", "color", kornia.color.raw_to_rgb_2x2_downscaled,
         [randn(2, 1, 4, 6, seed=1692012193)], {'cfa': kornia.color.CFA.RG},
         note="discovered: docstring example of kornia.color.raw_to_rgb_2x2_downscaled"),
    case("color.rgb255_to_normals", "color", kornia.color.rgb255_to_normals,
         [rand(2, 3, 4, 5, seed=1748937149)],
         note="discovered: docstring example of kornia.color.rgb255_to_normals"),
    case("color.rgb255_to_rgb", "color", kornia.color.rgb255_to_rgb,
         [rand(2, 3, 4, 5, seed=680792086)],
         note="discovered: docstring example of kornia.color.rgb255_to_rgb"),
    case("color.rgb_to_bgr", "color", kornia.color.rgb_to_bgr,
         [rand(2, 3, 4, 5, seed=199485284)],
         note="discovered: docstring example of kornia.color.rgb_to_bgr"),
    case("color.rgb_to_grayscale", "color", kornia.color.rgb_to_grayscale,
         [rand(2, 3, 4, 5, seed=1075915968)],
         note="discovered: docstring example of kornia.color.rgb_to_grayscale"),
    case("color.rgb_to_hls", "color", kornia.color.rgb_to_hls,
         [rand(2, 3, 4, 5, seed=1809539298)],
         note="discovered: docstring example of kornia.color.rgb_to_hls"),
    case("color.rgb_to_hsv", "color", kornia.color.rgb_to_hsv,
         [rand(2, 3, 4, 5, seed=1919033962)],
         note="discovered: docstring example of kornia.color.rgb_to_hsv"),
    case("color.rgb_to_lab", "color", kornia.color.rgb_to_lab,
         [rand(2, 3, 4, 5, seed=473288184)],
         note="discovered: docstring example of kornia.color.rgb_to_lab"),
    case("color.rgb_to_linear_rgb", "color", kornia.color.rgb_to_linear_rgb,
         [rand(2, 3, 4, 5, seed=624896418)],
         note="discovered: docstring example of kornia.color.rgb_to_linear_rgb"),
    case("color.rgb_to_luv", "color", kornia.color.rgb_to_luv,
         [rand(2, 3, 4, 5, seed=857311920)],
         note="discovered: docstring example of kornia.color.rgb_to_luv"),
    case("color.rgb_to_raw", "color", kornia.color.rgb_to_raw,
         [rand(2, 3, 4, 6, seed=107812561)], {'cfa': kornia.color.CFA.BG},
         note="discovered: docstring example of kornia.color.rgb_to_raw"),
    case("color.rgb_to_rgb255", "color", kornia.color.rgb_to_rgb255,
         [rand(2, 3, 4, 5, seed=886209554)],
         note="discovered: docstring example of kornia.color.rgb_to_rgb255"),
    case("color.rgb_to_rgba", "color", kornia.color.rgb_to_rgba,
         [rand(2, 3, 4, 5, seed=332114841)], {'alpha_val': 1.0},
         note="discovered: docstring example of kornia.color.rgb_to_rgba"),
    case("color.rgb_to_xyz", "color", kornia.color.rgb_to_xyz,
         [rand(2, 3, 4, 5, seed=951731540)],
         note="discovered: docstring example of kornia.color.rgb_to_xyz"),
    case("color.rgb_to_y", "color", kornia.color.rgb_to_y,
         [rand(2, 3, 4, 5, seed=1647622980)],
         note="discovered: docstring example of kornia.color.rgb_to_y"),
    case("color.rgb_to_ycbcr", "color", kornia.color.rgb_to_ycbcr,
         [rand(2, 3, 4, 5, seed=1125266680)],
         note="discovered: docstring example of kornia.color.rgb_to_ycbcr"),
    case("color.rgb_to_yuv", "color", kornia.color.rgb_to_yuv,
         [rand(2, 3, 4, 5, seed=1219302331)],
         note="discovered: docstring example of kornia.color.rgb_to_yuv"),
    case("color.rgb_to_yuv420", "color", kornia.color.rgb_to_yuv420,
         [rand(2, 3, 4, 6, seed=57315189)],
         note="discovered: docstring example of kornia.color.rgb_to_yuv420"),
    case("color.rgb_to_yuv422", "color", kornia.color.rgb_to_yuv422,
         [rand(2, 3, 4, 6, seed=507882691)],
         note="discovered: docstring example of kornia.color.rgb_to_yuv422"),
    case("color.rgba_to_bgr", "color", kornia.color.rgba_to_bgr,
         [rand(2, 4, 4, 5, seed=316019159)],
         note="discovered: docstring example of kornia.color.rgba_to_bgr"),
    case("color.rgba_to_rgb", "color", kornia.color.rgba_to_rgb,
         [rand(2, 4, 32, 32, seed=355873815)],
         note="discovered: docstring example of kornia.color.rgba_to_rgb"),
    case("color.rgba_to_rgb[2]", "color", kornia.color.rgba_to_rgb,
         [rand(2, 4, 32, 32, seed=801886899)], {'background_color': (0.0, 0.0, 1.0)},
         note="discovered: docstring example of kornia.color.rgba_to_rgb"),
    case("color.sepia", "color", kornia.color.sepia,
         [torch.ones(3, 1, 1)], {'rescale': False},
         note="discovered: docstring example of kornia.color.sepia"),
    case("color.xyz_to_rgb", "color", kornia.color.xyz_to_rgb,
         [rand(2, 3, 4, 5, seed=746880108)],
         note="discovered: docstring example of kornia.color.xyz_to_rgb"),
    case("color.ycbcr_to_rgb", "color", kornia.color.ycbcr_to_rgb,
         [rand(2, 3, 4, 5, seed=1764849292)],
         note="discovered: docstring example of kornia.color.ycbcr_to_rgb"),
    case("color.yuv420_to_rgb", "color", kornia.color.yuv420_to_rgb,
         [rand(2, 1, 4, 6, seed=1862815543), rand(2, 2, 2, 3, seed=1846037924)],
         note="discovered: docstring example of kornia.color.yuv420_to_rgb"),
    case("color.yuv422_to_rgb", "color", kornia.color.yuv422_to_rgb,
         [rand(2, 1, 4, 6, seed=1379705397), rand(2, 2, 4, 3, seed=1362927778)],
         note="discovered: docstring example of kornia.color.yuv422_to_rgb"),
    case("color.yuv_to_rgb", "color", kornia.color.yuv_to_rgb,
         [rand(2, 3, 4, 5, seed=881734257)],
         note="discovered: docstring example of kornia.color.yuv_to_rgb"),
    case("contrib.KMeans.fit", "contrib", built(lambda: kornia.contrib.KMeans(3, None, 0.001, 100, 0), seed=1098005440),
         [rand(1000, 5, seed=36362059)],
         method="fit", ref="kornia.contrib.KMeans.fit", note="discovered: docstring example of kornia.contrib.KMeans"),
    case("contrib.combine_tensor_patches", "contrib", kornia.contrib.combine_tensor_patches,
         [torch.tensor([[[[[0, 1], [4, 5]]], [[[2, 3], [6, 7]]], [[[8, 9], [12, 13]]], [[[10, 11], [14, 15]]]]], dtype=torch.int64)], {'original_size': (4, 4), 'window_size': (2, 2), 'stride': (2, 2)},
         note="discovered: docstring example of kornia.contrib.CombineTensorPatches"),
    case("contrib.combine_tensor_patches[1x2x1x3x3]", "contrib", kornia.contrib.combine_tensor_patches,
         [torch.tensor([[[[[0, 0, 0], [0, 1, 2], [3, 4, 5]]], [[[6, 7, 8], [9, 10, 11], [0, 0, 0]]]]], dtype=torch.int64)], {'original_size': (4, 3), 'window_size': (3, 3), 'stride': (3, 3), 'unpadding': (1, 1, 0, 0)},
         note="discovered: docstring example of kornia.contrib.compute_padding"),
    case("contrib.connected_components", "contrib", kornia.contrib.connected_components,
         [rand(2, 1, 4, 5, seed=983909627)], {'num_iterations': 100},
         note="discovered: docstring example of kornia.contrib.connected_components"),
    case("contrib.connected_components_union_find", "contrib", kornia.contrib.connected_components_union_find,
         [torch.tensor([[[1, 0, 0], [0, 0, 1]]], dtype=torch.bool)],
         note="discovered: docstring example of kornia.contrib.connected_components_union_find"),
    case("contrib.distance_transform", "contrib", kornia.contrib.distance_transform,
         [torch.tensor([[[[0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0]]]])],
         note="discovered: docstring example of kornia.contrib.distance_transform"),
    case("contrib.distance_transform[1x1x5x5x5]", "contrib", kornia.contrib.distance_transform,
         [torch.tensor([[[[[0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0]]]]])],
         note="discovered: docstring example of kornia.contrib.distance_transform"),
    case("contrib.extract_tensor_patches", "contrib", kornia.contrib.extract_tensor_patches,
         [torch.tensor([[[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0], [6.0, 7.0, 8.0]]]])], {'window_size': (2, 3)},
         note="discovered: docstring example of kornia.contrib.ExtractTensorPatches"),
    case("contrib.extract_tensor_patches[1x1x4x3]", "contrib", kornia.contrib.extract_tensor_patches,
         [torch.tensor([[[[0, 1, 2], [3, 4, 5], [6, 7, 8], [9, 10, 11]]]], dtype=torch.int64)], {'window_size': (3, 3), 'stride': (3, 3), 'padding': (1, 1, 0, 0)},
         note="discovered: docstring example of kornia.contrib.compute_padding"),
    case("contrib.extract_tensor_patches[1x1x4x4]", "contrib", kornia.contrib.extract_tensor_patches,
         [torch.tensor([[[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]]], dtype=torch.int64)], {'window_size': (2, 2), 'stride': (2, 2)},
         note="discovered: docstring example of kornia.contrib.CombineTensorPatches"),
    case("core.check.KORNIA_CHECK_DM_DESC", "core.check", kornia.core.check.KORNIA_CHECK_DM_DESC,
         [rand(4, seed=2078838044), rand(8, seed=2095615663), rand(4, 8, seed=2112393282)],
         note="discovered: docstring example of kornia.core.check.KORNIA_CHECK_DM_DESC"),
    case("core.check.KORNIA_CHECK_IS_COLOR", "core.check", kornia.core.check.KORNIA_CHECK_IS_COLOR,
         [rand(2, 3, 4, 4, seed=540269417)], {'msg': 'Image is not color'},
         note="discovered: docstring example of kornia.core.check.KORNIA_CHECK_IS_COLOR"),
    case("core.check.KORNIA_CHECK_IS_GRAY", "core.check", kornia.core.check.KORNIA_CHECK_IS_GRAY,
         [rand(2, 1, 4, 4, seed=60531811)], {'msg': 'Image is not grayscale'},
         note="discovered: docstring example of kornia.core.check.KORNIA_CHECK_IS_GRAY"),
    case("core.check.KORNIA_CHECK_IS_IMAGE", "core.check", kornia.core.check.KORNIA_CHECK_IS_IMAGE,
         [rand(2, 3, 4, 4, seed=1661238419)], {'msg': 'It is not an image'},
         note="discovered: docstring example of kornia.core.check.KORNIA_CHECK_IS_IMAGE"),
    case("core.check.KORNIA_CHECK_IS_LIST_OF_TENSOR", "core.check", kornia.core.check.KORNIA_CHECK_IS_LIST_OF_TENSOR,
         [rand(2, 3, 3, seed=1914979100)], {'raises': False},
         note="discovered: docstring example of kornia.core.check.KORNIA_CHECK_IS_LIST_OF_TENSOR"),
    case("core.check.KORNIA_CHECK_IS_TENSOR", "core.check", kornia.core.check.KORNIA_CHECK_IS_TENSOR,
         [rand(2, 3, 3, seed=1832871617)], {'msg': 'Invalid tensor'},
         note="discovered: docstring example of kornia.core.check.KORNIA_CHECK_IS_TENSOR"),
    case("core.check.KORNIA_CHECK_LAF", "core.check", kornia.core.check.KORNIA_CHECK_LAF,
         [rand(2, 10, 2, 3, seed=759794590)],
         note="discovered: docstring example of kornia.core.check.KORNIA_CHECK_LAF"),
    case("core.check.KORNIA_CHECK_SAME_DEVICE", "core.check", kornia.core.check.KORNIA_CHECK_SAME_DEVICE,
         [rand(2, 3, 3, seed=2005548140), rand(1, 3, 1, seed=2022325759)],
         note="discovered: docstring example of kornia.core.check.KORNIA_CHECK_SAME_DEVICE"),
    case("core.check.KORNIA_CHECK_SAME_SIZE", "core.check", kornia.core.check.KORNIA_CHECK_SAME_SIZE,
         [rand(1, 2, seed=1115988651), rand(4, 3, 8, 8, seed=1099211032)], {'allow_one': True},
         note="discovered: docstring example of kornia.core.check.KORNIA_CHECK_SAME_SIZE"),
    case("core.check.KORNIA_CHECK_SAME_SIZE[2x2]", "core.check", kornia.core.check.KORNIA_CHECK_SAME_SIZE,
         [rand(2, 2, seed=1351098705), rand(4, 3, 8, 8, seed=1334321086)], {'raises': False},
         note="discovered: docstring example of kornia.core.check.KORNIA_CHECK_SAME_SIZE"),
    case("core.check.KORNIA_CHECK_SHAPE", "core.check", kornia.core.check.KORNIA_CHECK_SHAPE,
         [torch.tensor([0.0, 0.0, 0.0])], {'shape': ['*', '3']},
         note="discovered: docstring example of kornia.geometry.NamedPose.__mul__"),
    case("core.check.KORNIA_CHECK_SHAPE[2]", "core.check", kornia.core.check.KORNIA_CHECK_SHAPE,
         [rand(2, 3, 4, 4, seed=180295902)], {'shape': ['2', '3', 'H', 'W']},
         note="discovered: docstring example of kornia.core.check.KORNIA_CHECK_SHAPE"),
    case("core.check.KORNIA_CHECK_SHAPE[3]", "core.check", kornia.core.check.KORNIA_CHECK_SHAPE,
         [rand(2, 3, 4, 4, seed=237312755)], {'shape': ['B', 'C', 'H', 'W']},
         note="discovered: docstring example of kornia.core.check.KORNIA_CHECK_SHAPE"),
    case("core.check.KORNIA_CHECK_SIZES", "core.check", kornia.core.check.KORNIA_CHECK_SIZES,
         [rand(5, seed=615327851)], {'sizes': [5]},
         note="discovered: docstring example of kornia.core.check.KORNIA_CHECK_SIZES"),
    case("core.check.KORNIA_CHECK_SIZES[2x5x4x4]", "core.check", kornia.core.check.KORNIA_CHECK_SIZES,
         [rand(2, 5, 4, 4, seed=1916965422)], {'sizes': [2, None, 4, 4]},
         note="discovered: docstring example of kornia.core.check.KORNIA_CHECK_SIZES"),
    case("enhance.AddWeighted", "enhance", built(lambda: kornia.enhance.AddWeighted(0.5, 0.5, 1.0), seed=920369973),
         [rand(1, 1, 5, 5, seed=1635000022), rand(1, 1, 5, 5, seed=1651777641)],
         note="discovered: docstring example of kornia.enhance.AddWeighted"),
    case("enhance.AdjustBrightness", "enhance", built(lambda: kornia.enhance.AdjustBrightness(1.0), seed=636563445),
         [torch.ones(1, 1, 3, 3)],
         note="discovered: docstring example of kornia.enhance.AdjustBrightness"),
    case("enhance.AdjustBrightness[2x5x3x3]", "enhance", built(lambda: kornia.enhance.AdjustBrightness(torch.ones(2)), seed=657237294),
         [torch.ones(2, 5, 3, 3)],
         note="discovered: docstring example of kornia.enhance.AdjustBrightness"),
    case("enhance.AdjustBrightnessAccumulative", "enhance", built(lambda: kornia.enhance.AdjustBrightnessAccumulative(1.0), seed=1635969106),
         [torch.ones(1, 1, 3, 3)],
         note="discovered: docstring example of kornia.enhance.AdjustBrightnessAccumulative"),
    case("enhance.AdjustBrightnessAccumulative[2x5x3x3]", "enhance", built(lambda: kornia.enhance.AdjustBrightnessAccumulative(torch.ones(2)), seed=1860528019),
         [torch.ones(2, 5, 3, 3)],
         note="discovered: docstring example of kornia.enhance.AdjustBrightnessAccumulative"),
    case("enhance.AdjustContrast", "enhance", built(lambda: kornia.enhance.AdjustContrast(0.5), seed=264838156),
         [torch.ones(1, 1, 3, 3)],
         note="discovered: docstring example of kornia.enhance.AdjustContrast"),
    case("enhance.AdjustContrast[2x5x3x3]", "enhance", built(lambda: kornia.enhance.AdjustContrast(torch.ones(2)), seed=2132529625),
         [torch.ones(2, 5, 3, 3)],
         note="discovered: docstring example of kornia.enhance.AdjustContrast"),
    case("enhance.AdjustContrastWithMeanSubtraction", "enhance", built(lambda: kornia.enhance.AdjustContrastWithMeanSubtraction(0.5), seed=808130281),
         [torch.ones(1, 1, 3, 3)],
         note="discovered: docstring example of kornia.enhance.AdjustContrastWithMeanSubtraction"),
    case("enhance.AdjustContrastWithMeanSubtraction[2x5x3x3]", "enhance", built(lambda: kornia.enhance.AdjustContrastWithMeanSubtraction(torch.ones(2)), seed=625656858),
         [torch.ones(2, 5, 3, 3)],
         note="discovered: docstring example of kornia.enhance.AdjustContrastWithMeanSubtraction"),
    case("enhance.AdjustGamma", "enhance", built(lambda: kornia.enhance.AdjustGamma(1.0, 2.0), seed=390585159),
         [torch.ones(1, 1, 3, 3)],
         note="discovered: docstring example of kornia.enhance.AdjustGamma"),
    case("enhance.AdjustGamma[2x5x3x3]", "enhance", built(lambda: kornia.enhance.AdjustGamma(torch.tensor([1.0, 1.0]), torch.tensor([2.0, 2.0])), seed=613887692),
         [torch.ones(2, 5, 3, 3)],
         note="discovered: docstring example of kornia.enhance.AdjustGamma"),
    case("enhance.AdjustHue", "enhance", built(lambda: kornia.enhance.AdjustHue(3.141516), seed=895663408),
         [torch.ones(1, 3, 3, 3)],
         note="discovered: docstring example of kornia.enhance.AdjustHue"),
    case("enhance.AdjustHue[2x3x3x3]", "enhance", built(lambda: kornia.enhance.AdjustHue(torch.tensor([3.1415159702301025, 3.1415159702301025])), seed=1142441279),
         [torch.ones(2, 3, 3, 3)],
         note="discovered: docstring example of kornia.enhance.AdjustHue"),
    case("enhance.AdjustLog", "enhance", built(lambda: kornia.enhance.AdjustLog(inv=True), seed=318606676),
         [torch.zeros(1, 1, 2, 2)],
         note="discovered: docstring example of kornia.enhance.AdjustLog"),
    case("enhance.AdjustSaturation", "enhance", built(lambda: kornia.enhance.AdjustSaturation(2.0), seed=104163150),
         [torch.ones(1, 3, 3, 3)],
         note="discovered: docstring example of kornia.enhance.AdjustSaturation"),
    case("enhance.AdjustSaturation[2x3x3x3]", "enhance", built(lambda: kornia.enhance.AdjustSaturation(torch.ones(2)), seed=183190237),
         [torch.ones(2, 3, 3, 3)],
         note="discovered: docstring example of kornia.enhance.AdjustSaturation"),
    case("enhance.AdjustSaturationWithGraySubtraction", "enhance", built(lambda: kornia.enhance.AdjustSaturationWithGraySubtraction(2.0), seed=1055486549),
         [torch.ones(1, 3, 3, 3)],
         note="discovered: docstring example of kornia.enhance.AdjustSaturationWithGraySubtraction"),
    case("enhance.AdjustSaturationWithGraySubtraction[2x3x3x3]", "enhance", built(lambda: kornia.enhance.AdjustSaturationWithGraySubtraction(torch.ones(2)), seed=2034032948),
         [torch.ones(2, 3, 3, 3)],
         note="discovered: docstring example of kornia.enhance.AdjustSaturationWithGraySubtraction"),
    case("enhance.AdjustSigmoid", "enhance", built(lambda: kornia.enhance.AdjustSigmoid(gain=0), seed=1217862606),
         [torch.ones(1, 1, 2, 2)],
         note="discovered: docstring example of kornia.enhance.AdjustSigmoid"),
    case("enhance.Denormalize", "enhance", built(lambda: kornia.enhance.Denormalize(0.0, 255.0), seed=241748489),
         [rand(1, 4, 3, 3, seed=967247978)],
         note="discovered: docstring example of kornia.enhance.Denormalize"),
    case("enhance.Denormalize[1x4x3x3x3]", "enhance", built(lambda: kornia.enhance.Denormalize(torch.zeros(1, 4), torch.tensor([[255.0, 255.0, 255.0, 255.0]])), seed=442463471),
         [rand(1, 4, 3, 3, 3, seed=1885865596)],
         note="discovered: docstring example of kornia.enhance.Denormalize"),
    case("enhance.IntegralImage", "enhance", built(lambda: kornia.enhance.IntegralImage(), seed=600535826),
         [torch.ones(1, 5, 5)],
         note="discovered: docstring example of kornia.enhance.IntegralImage"),
    case("enhance.IntegralTensor", "enhance", built(lambda: kornia.enhance.IntegralTensor((-2, -1)), seed=1859765452),
         [torch.ones(3, 5)],
         note="discovered: docstring example of kornia.enhance.IntegralTensor"),
    case("enhance.Invert", "enhance", built(lambda: kornia.enhance.Invert(), seed=1595091073),
         [rand(1, 2, 4, 4, seed=763177474)],
         note="discovered: docstring example of kornia.enhance.Invert"),
    case("enhance.Invert[1x3x4x4]", "enhance", built(lambda: kornia.enhance.Invert(torch.tensor([[[[1.0]]]])), seed=1342942587),
         [rand(1, 3, 4, 4, seed=1463464)],
         note="discovered: docstring example of kornia.enhance.Invert"),
    case("enhance.Invert[1x2x3x4x4]", "enhance", built(lambda: kornia.enhance.Invert(torch.tensor(255.0)), seed=1343828101),
         [torch.tensor([[[[[44.857093811035156, 68.80755615234375, 38.42333984375, 8.08847427368164], [53.073089599609375, 237.0987548828125, 184.39283752441406, 189.29574584960938], [134.20542907714844, 62.132850646972656, 149.071044921875, 8.453923225402832], [35.372802734375, 61.769927978515625, 207.944580078125, 202.25595092773438]], [[70.95438385009766, 122.89949798583984, 209.0439910888672, 254.25196838378906], [178.10247802734375, 144.72433471679688, 212.9870147705078, 52.427703857421875], [151.2588653564453, 28.648548126220703, 39.13151550292969, 61.635597229003906], [185.1903076171875, 178.77545166015625, 51.97505569458008, 166.01866149902344]], [[197.49392700195312, 111.40728759765625, 132.36814880371094, 157.0423583984375], [206.5980224609375, 249.92474365234375, 29.245494842529297, 80.77510833740234], [177.6087646484375, 233.14004516601562, 238.45143127441406, 240.00048828125], [152.87435913085938, 16.628211975097656, 139.2290496826172, 47.73531723022461]]], [[[8.675846099853516, 240.7827911376953, 224.4458770751953, 0.3151854872703552], [151.36444091796875, 106.02134704589844, 106.5184555053711, 69.13600158691406], [176.53091430664062, 51.981300354003906, 174.2404022216797, 191.977783203125], [218.77362060546875, 175.17367553710938, 1.3087561130523682, 44.79114532470703]], [[191.16265869140625, 154.18592834472656, 28.039287567138672, 54.08301544189453], [247.44554138183594, 213.41177368164062, 71.90679168701172, 95.41018676757812], [6.043743133544922, 125.20829772949219, 31.484989166259766, 29.152021408081055], [120.47480010986328, 146.64349365234375, 75.2848892211914, 203.1556396484375]], [[49.91126251220703, 243.18968200683594, 214.875732421875, 19.981426239013672], [95.76725006103516, 133.2531280517578, 146.10238647460938, 157.73971557617188], [177.53460693359375, 135.13726806640625, 65.2890853881836, 187.83160400390625], [5.195765018463135, 51.92989730834961, 95.58294677734375, 65.3930435180664]]]]])],
         note="discovered: docstring example of kornia.enhance.Invert"),
    case("enhance.JPEGCodecDifferentiable", "enhance", built(lambda: kornia.enhance.JPEGCodecDifferentiable(), seed=1554569947),
         [load('9d5493fcaa649d77'), torch.tensor([99.0, 1.0])],
         note="discovered: docstring example of kornia.enhance.JPEGCodecDifferentiable"),
    case("enhance.JPEGCodecDifferentiable[2]", "enhance", built(lambda: kornia.enhance.JPEGCodecDifferentiable(torch.tensor([[[215.0, 78.0, 39.0, 110.0, 213.0, 249.0, 162.0, 213.0], [121.0, 37.0, 159.0, 247.0, 125.0, 90.0, 220.0, 149.0], [240.0, 115.0, 4.0, 132.0, 220.0, 94.0, 146.0, 81.0], [228.0, 25.0, 253.0, 215.0, 232.0, 27.0, 33.0, 29.0], [37.0, 2.0, 92.0, 205.0, 255.0, 187.0, 107.0, 45.0], [188.0, 227.0, 190.0, 2.0, 101.0, 119.0, 159.0, 41.0], [4.0, 198.0, 101.0, 134.0, 121.0, 235.0, 97.0, 98.0], [129.0, 73.0, 250.0, 45.0, 218.0, 65.0, 13.0, 85.0]], [[122.0, 194.0, 141.0, 24.0, 72.0, 134.0, 216.0, 31.0], [80.0, 132.0, 109.0, 129.0, 234.0, 134.0, 97.0, 106.0], [33.0, 66.0, 235.0, 185.0, 51.0, 120.0, 183.0, 120.0], [236.0, 141.0, 185.0, 202.0, 76.0, 201.0, 208.0, 99.0], [219.0, 225.0, 41.0, 66.0, 238.0, 18.0, 187.0, 104.0], [227.0, 38.0, 127.0, 172.0, 254.0, 52.0, 132.0, 243.0], [20.0, 2.0, 111.0, 9.0, 96.0, 125.0, 66.0, 127.0], [117.0, 30.0, 2.0, 90.0, 220.0, 8.0, 14.0, 87.0]]]), torch.tensor([[[224.0, 206.0, 219.0, 58.0, 221.0, 227.0, 56.0, 175.0], [148.0, 205.0, 170.0, 48.0, 132.0, 69.0, 102.0, 203.0], [246.0, 186.0, 55.0, 254.0, 250.0, 143.0, 254.0, 201.0], [168.0, 173.0, 85.0, 133.0, 202.0, 241.0, 100.0, 52.0], [152.0, 161.0, 10.0, 209.0, 177.0, 113.0, 57.0, 197.0], [38.0, 136.0, 254.0, 255.0, 32.0, 67.0, 150.0, 210.0], [170.0, 11.0, 216.0, 229.0, 228.0, 60.0, 192.0, 164.0], [119.0, 63.0, 124.0, 54.0, 188.0, 198.0, 248.0, 150.0]], [[212.0, 240.0, 241.0, 30.0, 2.0, 47.0, 165.0, 215.0], [101.0, 117.0, 86.0, 176.0, 47.0, 234.0, 153.0, 63.0], [223.0, 141.0, 179.0, 192.0, 102.0, 119.0, 62.0, 40.0], [68.0, 25.0, 173.0, 141.0, 186.0, 20.0, 122.0, 146.0], [174.0, 11.0, 72.0, 117.0, 250.0, 117.0, 133.0, 242.0], [235.0, 226.0, 102.0, 17.0, 136.0, 222.0, 59.0, 205.0], [54.0, 134.0, 180.0, 200.0, 55.0, 78.0, 224.0, 86.0], [44.0, 63.0, 222.0, 142.0, 135.0, 74.0, 188.0, 152.0]]])), seed=649838449),
         [load('975e924f28b7032b'), torch.tensor([99.0, 1.0])],
         note="discovered: docstring example of kornia.enhance.JPEGCodecDifferentiable"),
    case("enhance.JPEGCodecDifferentiable[3]", "enhance", built(lambda: kornia.enhance.JPEGCodecDifferentiable(torch.tensor([[[53.0, 194.0, 120.0, 48.0, 184.0, 150.0, 125.0, 153.0], [121.0, 217.0, 58.0, 80.0, 40.0, 6.0, 224.0, 188.0], [188.0, 247.0, 110.0, 59.0, 42.0, 202.0, 85.0, 117.0], [60.0, 97.0, 184.0, 194.0, 153.0, 145.0, 221.0, 8.0], [184.0, 68.0, 166.0, 7.0, 212.0, 125.0, 135.0, 222.0], [253.0, 215.0, 60.0, 51.0, 248.0, 2.0, 68.0, 23.0], [30.0, 215.0, 67.0, 216.0, 184.0, 78.0, 89.0, 56.0], [201.0, 96.0, 188.0, 91.0, 210.0, 28.0, 102.0, 188.0]], [[174.0, 160.0, 83.0, 71.0, 154.0, 22.0, 24.0, 83.0], [69.0, 18.0, 110.0, 6.0, 102.0, 208.0, 244.0, 156.0], [232.0, 87.0, 163.0, 216.0, 215.0, 233.0, 39.0, 154.0], [244.0, 147.0, 73.0, 136.0, 171.0, 82.0, 110.0, 2.0], [203.0, 207.0, 7.0, 33.0, 6.0, 41.0, 39.0, 88.0], [23.0, 148.0, 92.0, 117.0, 242.0, 119.0, 68.0, 29.0], [171.0, 15.0, 254.0, 121.0, 68.0, 153.0, 127.0, 18.0], [148.0, 96.0, 181.0, 250.0, 121.0, 236.0, 54.0, 161.0]]]), torch.tensor([[[128.0, 218.0, 69.0, 73.0, 147.0, 229.0, 222.0, 105.0], [33.0, 248.0, 90.0, 19.0, 181.0, 57.0, 112.0, 47.0], [177.0, 72.0, 58.0, 238.0, 209.0, 228.0, 146.0, 144.0], [190.0, 11.0, 18.0, 244.0, 149.0, 63.0, 14.0, 213.0], [223.0, 114.0, 196.0, 169.0, 66.0, 51.0, 127.0, 8.0], [106.0, 20.0, 43.0, 225.0, 6.0, 8.0, 191.0, 78.0], [170.0, 63.0, 88.0, 237.0, 236.0, 1.0, 57.0, 61.0], [159.0, 215.0, 194.0, 216.0, 40.0, 18.0, 252.0, 247.0]], [[52.0, 169.0, 182.0, 190.0, 208.0, 204.0, 80.0, 221.0], [225.0, 163.0, 26.0, 248.0, 177.0, 12.0, 15.0, 31.0], [135.0, 185.0, 133.0, 23.0, 65.0, 65.0, 221.0, 183.0], [105.0, 139.0, 199.0, 60.0, 100.0, 204.0, 53.0, 50.0], [54.0, 66.0, 40.0, 183.0, 69.0, 114.0, 209.0, 51.0], [111.0, 101.0, 63.0, 180.0, 202.0, 68.0, 90.0, 197.0], [46.0, 60.0, 231.0, 213.0, 17.0, 143.0, 188.0, 166.0], [80.0, 87.0, 19.0, 181.0, 15.0, 229.0, 136.0, 213.0]]])), seed=1656591100),
         [load('c4a542b86043210a'), torch.tensor([99.0, 1.0])],
         note="discovered: docstring example of kornia.enhance.JPEGCodecDifferentiable"),
    case("enhance.Normalize", "enhance", built(lambda: kornia.enhance.Normalize(0.0, 255.0), seed=2133210316),
         [rand(1, 4, 3, 3, seed=264458359)],
         note="discovered: docstring example of kornia.enhance.Normalize"),
    case("enhance.Normalize[2]", "enhance", built(lambda: kornia.enhance.Normalize(torch.zeros(4), torch.tensor([255.0, 255.0, 255.0, 255.0])), seed=1194295560),
         [rand(1, 4, 3, 3, seed=174075155)],
         note="discovered: docstring example of kornia.enhance.Normalize"),
    case("enhance.ZCAWhitening.fit", "enhance", built(lambda: kornia.enhance.ZCAWhitening(), seed=401174181),
         [torch.tensor([[0, 1], [1, 0], [-1, 0], [0, -1]], dtype=torch.float32)],
         method="fit", ref="kornia.enhance.ZCAWhitening.fit", note="discovered: docstring example of kornia.enhance.ZCAWhitening"),
    case("enhance.ZCAWhitening", "enhance", built(lambda: kornia.enhance.ZCAWhitening(), seed=952709508),
         [torch.tensor([[0, 1], [1, 0], [-1, 0], [0, -1]], dtype=torch.float32)], {'include_fit': True},
         note="discovered: docstring example of kornia.enhance.ZCAWhitening"),
    case("enhance.ZCAWhitening[2]", "enhance", built(lambda: kornia.enhance.ZCAWhitening(detach_transforms=False), seed=1353112400),
         [torch.tensor([[0, 1], [1, 0], [-1, 0], [0, -1]], dtype=torch.float32)], {'include_fit': True},
         note="discovered: docstring example of kornia.enhance.ZCAWhitening"),
    case("enhance.add_weighted", "enhance", lambda x0, x1: kornia.enhance.add_weighted(x0, 0.5, x1, 0.5, 1.0),
         [rand(1, 1, 5, 5, seed=1208507575), rand(1, 1, 5, 5, seed=1191729956)],
         ref="kornia.enhance.add_weighted", note="discovered: docstring example of kornia.enhance.add_weighted"),
    case("enhance.adjust_brightness", "enhance", kornia.enhance.adjust_brightness,
         [torch.ones(1, 1, 2, 2)], {'factor': 1.0},
         note="discovered: docstring example of kornia.enhance.adjust_brightness"),
    case("enhance.adjust_brightness[2x5x3x3]", "enhance", kornia.enhance.adjust_brightness,
         [torch.ones(2, 5, 3, 3), torch.tensor([0.25, 0.5])],
         note="discovered: docstring example of kornia.enhance.adjust_brightness"),
    case("enhance.adjust_brightness_accumulative", "enhance", kornia.enhance.adjust_brightness_accumulative,
         [torch.ones(1, 1, 2, 2)], {'factor': 1.0},
         note="discovered: docstring example of kornia.enhance.adjust_brightness_accumulative"),
    case("enhance.adjust_brightness_accumulative[2x5x3x3]", "enhance", kornia.enhance.adjust_brightness_accumulative,
         [torch.ones(2, 5, 3, 3), torch.tensor([0.25, 0.5])],
         note="discovered: docstring example of kornia.enhance.adjust_brightness_accumulative"),
    case("enhance.adjust_contrast", "enhance", kornia.enhance.adjust_contrast,
         [torch.ones(1, 1, 2, 2)], {'factor': 0.5},
         note="discovered: docstring example of kornia.enhance.adjust_contrast"),
    case("enhance.adjust_contrast[2x5x3x3]", "enhance", kornia.enhance.adjust_contrast,
         [torch.ones(2, 5, 3, 3), torch.tensor([0.65, 0.5])],
         note="discovered: docstring example of kornia.enhance.adjust_contrast"),
    case("enhance.adjust_contrast_with_mean_subtraction", "enhance", kornia.enhance.adjust_contrast_with_mean_subtraction,
         [torch.ones(1, 1, 2, 2)], {'factor': 0.5},
         note="discovered: docstring example of kornia.enhance.adjust_contrast_with_mean_subtraction"),
    case("enhance.adjust_contrast_with_mean_subtraction[2x5x3x3]", "enhance", kornia.enhance.adjust_contrast_with_mean_subtraction,
         [torch.ones(2, 5, 3, 3), torch.tensor([0.65, 0.5])],
         note="discovered: docstring example of kornia.enhance.adjust_contrast_with_mean_subtraction"),
    case("enhance.adjust_gamma", "enhance", kornia.enhance.adjust_gamma,
         [torch.ones(1, 1, 2, 2)], {'gamma': 1.0, 'gain': 2.0},
         note="discovered: docstring example of kornia.enhance.adjust_gamma"),
    case("enhance.adjust_gamma[2x5x3x3]", "enhance", kornia.enhance.adjust_gamma,
         [torch.ones(2, 5, 3, 3), torch.tensor([1.0, 1.0]), torch.tensor([2.0, 2.0])],
         note="discovered: docstring example of kornia.enhance.adjust_gamma"),
    case("enhance.adjust_hue", "enhance", kornia.enhance.adjust_hue,
         [torch.ones(1, 3, 2, 2)], {'factor': 3.141516},
         note="discovered: docstring example of kornia.enhance.adjust_hue"),
    case("enhance.adjust_hue[2x3x3x3]", "enhance", kornia.enhance.adjust_hue,
         [torch.ones(2, 3, 3, 3), torch.tensor([3.1415159702301025, 3.1415159702301025])],
         note="discovered: docstring example of kornia.enhance.adjust_hue"),
    case("enhance.adjust_log", "enhance", kornia.enhance.adjust_log,
         [torch.zeros(1, 1, 2, 2)], {'inv': True},
         note="discovered: docstring example of kornia.enhance.adjust_log"),
    case("enhance.adjust_saturation", "enhance", kornia.enhance.adjust_saturation,
         [torch.ones(1, 3, 3, 3)], {'factor': 2.0},
         note="discovered: docstring example of kornia.enhance.adjust_saturation"),
    case("enhance.adjust_saturation[2x3x3x3]", "enhance", kornia.enhance.adjust_saturation,
         [torch.ones(2, 3, 3, 3), torch.tensor([1.0, 2.0])],
         note="discovered: docstring example of kornia.enhance.adjust_saturation"),
    case("enhance.adjust_saturation_with_gray_subtraction", "enhance", kornia.enhance.adjust_saturation_with_gray_subtraction,
         [torch.ones(1, 3, 3, 3)], {'factor': 2.0},
         note="discovered: docstring example of kornia.enhance.adjust_saturation_with_gray_subtraction"),
    case("enhance.adjust_saturation_with_gray_subtraction[2x3x3x3]", "enhance", kornia.enhance.adjust_saturation_with_gray_subtraction,
         [torch.ones(2, 3, 3, 3), torch.tensor([1.0, 2.0])],
         note="discovered: docstring example of kornia.enhance.adjust_saturation_with_gray_subtraction"),
    case("enhance.adjust_sigmoid", "enhance", kornia.enhance.adjust_sigmoid,
         [torch.ones(1, 1, 2, 2)], {'gain': 0},
         note="discovered: docstring example of kornia.enhance.adjust_sigmoid"),
    case("enhance.denormalize", "enhance", kornia.enhance.denormalize,
         [torch.tensor([[[[0, 255]]]], dtype=torch.uint8)], {'mean': 10.0, 'std': 2.0},
         note="discovered: docstring example of kornia.enhance.denormalize"),
    case("enhance.denormalize[1x4x3x3]", "enhance", kornia.enhance.denormalize,
         [rand(1, 4, 3, 3, seed=1235623887)], {'mean': 0.0, 'std': 255.0},
         note="discovered: docstring example of kornia.enhance.denormalize"),
    case("enhance.denormalize[1x4x3x3x3]", "enhance", kornia.enhance.denormalize,
         [rand(1, 4, 3, 3, 3, seed=533520476), torch.zeros(1, 4), torch.tensor([[255.0, 255.0, 255.0, 255.0]])],
         note="discovered: docstring example of kornia.enhance.denormalize"),
    case("enhance.equalize", "enhance", kornia.enhance.equalize,
         [rand(1, 2, 3, 3, seed=475796244)],
         note="discovered: docstring example of kornia.enhance.equalize"),
    case("enhance.equalize_clahe", "enhance", kornia.enhance.equalize_clahe,
         [rand(1, 10, 20, seed=186968818)],
         note="discovered: docstring example of kornia.enhance.equalize_clahe"),
    case("enhance.equalize_clahe[2x3x10x20]", "enhance", kornia.enhance.equalize_clahe,
         [rand(2, 3, 10, 20, seed=62597628)],
         note="discovered: docstring example of kornia.enhance.equalize_clahe"),
    case("enhance.histogram", "enhance", lambda x0, x1, x2: kornia.enhance.histogram(x0, x1, bandwidth=x2),
         [rand(1, 10, seed=1410937058), torch.linspace(0, 255, 128), torch.tensor(0.9)],
         ref="kornia.enhance.histogram", note="discovered: docstring example of kornia.enhance.histogram"),
    case("enhance.histogram2d", "enhance", lambda x0, x1, x2, x3: kornia.enhance.histogram2d(x0, x1, x2, bandwidth=x3),
         [rand(2, 32, seed=618288164), rand(2, 32, seed=635065783), torch.linspace(0, 255, 128), torch.tensor(0.9)],
         ref="kornia.enhance.histogram2d", note="discovered: docstring example of kornia.enhance.histogram2d"),
    case("enhance.integral_image", "enhance", kornia.enhance.integral_image,
         [torch.ones(1, 5, 5)],
         note="discovered: docstring example of kornia.enhance.integral_image"),
    case("enhance.integral_tensor", "enhance", kornia.enhance.integral_tensor,
         [torch.ones(3, 5)], {'dim': (-2, -1)},
         note="discovered: docstring example of kornia.enhance.integral_tensor"),
    case("enhance.invert", "enhance", kornia.enhance.invert,
         [rand(1, 2, 4, 4, seed=187044066)],
         note="discovered: docstring example of kornia.enhance.invert"),
    case("enhance.invert[1x3x4x4]", "enhance", kornia.enhance.invert,
         [rand(1, 3, 4, 4, seed=84477704), torch.tensor([[[[1.0]]]])],
         note="discovered: docstring example of kornia.enhance.invert"),
    case("enhance.invert[1x2x3x4x4]", "enhance", kornia.enhance.invert,
         [torch.tensor([[[[[44.857093811035156, 68.80755615234375, 38.42333984375, 8.08847427368164], [53.073089599609375, 237.0987548828125, 184.39283752441406, 189.29574584960938], [134.20542907714844, 62.132850646972656, 149.071044921875, 8.453923225402832], [35.372802734375, 61.769927978515625, 207.944580078125, 202.25595092773438]], [[70.95438385009766, 122.89949798583984, 209.0439910888672, 254.25196838378906], [178.10247802734375, 144.72433471679688, 212.9870147705078, 52.427703857421875], [151.2588653564453, 28.648548126220703, 39.13151550292969, 61.635597229003906], [185.1903076171875, 178.77545166015625, 51.97505569458008, 166.01866149902344]], [[197.49392700195312, 111.40728759765625, 132.36814880371094, 157.0423583984375], [206.5980224609375, 249.92474365234375, 29.245494842529297, 80.77510833740234], [177.6087646484375, 233.14004516601562, 238.45143127441406, 240.00048828125], [152.87435913085938, 16.628211975097656, 139.2290496826172, 47.73531723022461]]], [[[8.675846099853516, 240.7827911376953, 224.4458770751953, 0.3151854872703552], [151.36444091796875, 106.02134704589844, 106.5184555053711, 69.13600158691406], [176.53091430664062, 51.981300354003906, 174.2404022216797, 191.977783203125], [218.77362060546875, 175.17367553710938, 1.3087561130523682, 44.79114532470703]], [[191.16265869140625, 154.18592834472656, 28.039287567138672, 54.08301544189453], [247.44554138183594, 213.41177368164062, 71.90679168701172, 95.41018676757812], [6.043743133544922, 125.20829772949219, 31.484989166259766, 29.152021408081055], [120.47480010986328, 146.64349365234375, 75.2848892211914, 203.1556396484375]], [[49.91126251220703, 243.18968200683594, 214.875732421875, 19.981426239013672], [95.76725006103516, 133.2531280517578, 146.10238647460938, 157.73971557617188], [177.53460693359375, 135.13726806640625, 65.2890853881836, 187.83160400390625], [5.195765018463135, 51.92989730834961, 95.58294677734375, 65.3930435180664]]]]]), torch.tensor(255.0)],
         note="discovered: docstring example of kornia.enhance.invert"),
    case("enhance.jpeg_codec_differentiable", "enhance", kornia.enhance.jpeg_codec_differentiable,
         [load('1728de40cfd093c0'), torch.tensor([99.0, 25.0, 1.0])],
         note="discovered: docstring example of kornia.enhance.jpeg_codec_differentiable"),
    case("enhance.jpeg_codec_differentiable[2]", "enhance", kornia.enhance.jpeg_codec_differentiable,
         [load('239a4d028b9b535b'), torch.tensor([99.0, 25.0, 1.0]), torch.tensor([[[204.0, 60.0, 222.0, 56.0, 219.0, 153.0, 72.0, 197.0], [120.0, 65.0, 178.0, 87.0, 221.0, 130.0, 52.0, 94.0], [155.0, 168.0, 97.0, 149.0, 128.0, 200.0, 117.0, 10.0], [104.0, 55.0, 23.0, 139.0, 29.0, 20.0, 101.0, 68.0], [25.0, 60.0, 141.0, 151.0, 255.0, 164.0, 133.0, 84.0], [57.0, 56.0, 152.0, 52.0, 14.0, 78.0, 72.0, 61.0], [228.0, 65.0, 194.0, 110.0, 144.0, 155.0, 29.0, 69.0], [7.0, 216.0, 98.0, 231.0, 160.0, 230.0, 251.0, 89.0]], [[143.0, 78.0, 251.0, 29.0, 209.0, 19.0, 149.0, 92.0], [32.0, 169.0, 141.0, 4.0, 27.0, 207.0, 232.0, 164.0], [171.0, 179.0, 157.0, 189.0, 227.0, 110.0, 62.0, 75.0], [223.0, 249.0, 119.0, 74.0, 232.0, 157.0, 227.0, 14.0], [4.0, 240.0, 228.0, 221.0, 198.0, 36.0, 89.0, 11.0], [209.0, 13.0, 179.0, 1.0, 126.0, 233.0, 45.0, 173.0], [18.0, 178.0, 74.0, 230.0, 136.0, 83.0, 221.0, 72.0], [182.0, 241.0, 215.0, 19.0, 81.0, 126.0, 104.0, 162.0]], [[227.0, 159.0, 121.0, 154.0, 54.0, 142.0, 85.0, 73.0], [225.0, 179.0, 76.0, 71.0, 160.0, 163.0, 246.0, 126.0], [65.0, 220.0, 103.0, 221.0, 229.0, 113.0, 161.0, 140.0], [81.0, 82.0, 204.0, 41.0, 29.0, 26.0, 34.0, 213.0], [64.0, 39.0, 195.0, 99.0, 58.0, 82.0, 147.0, 250.0], [36.0, 60.0, 10.0, 205.0, 40.0, 183.0, 1.0, 212.0], [254.0, 52.0, 60.0, 197.0, 118.0, 11.0, 155.0, 234.0], [148.0, 206.0, 227.0, 250.0, 181.0, 66.0, 188.0, 106.0]]]), torch.tensor([[[253.0, 135.0, 206.0, 213.0, 1.0, 199.0, 150.0, 236.0], [123.0, 133.0, 167.0, 207.0, 62.0, 62.0, 217.0, 250.0], [102.0, 173.0, 208.0, 78.0, 55.0, 99.0, 199.0, 46.0], [213.0, 254.0, 253.0, 218.0, 46.0, 195.0, 26.0, 11.0], [104.0, 109.0, 97.0, 216.0, 11.0, 94.0, 60.0, 253.0], [71.0, 246.0, 233.0, 228.0, 226.0, 167.0, 194.0, 25.0], [235.0, 91.0, 23.0, 166.0, 214.0, 244.0, 116.0, 89.0], [174.0, 239.0, 230.0, 90.0, 235.0, 95.0, 87.0, 23.0]], [[97.0, 217.0, 208.0, 121.0, 160.0, 139.0, 154.0, 164.0], [160.0, 41.0, 206.0, 34.0, 18.0, 4.0, 107.0, 45.0], [136.0, 68.0, 45.0, 242.0, 188.0, 58.0, 244.0, 185.0], [46.0, 75.0, 120.0, 83.0, 88.0, 11.0, 74.0, 3.0], [133.0, 110.0, 134.0, 5.0, 25.0, 144.0, 65.0, 76.0], [73.0, 68.0, 35.0, 2.0, 1.0, 142.0, 21.0, 149.0], [1.0, 67.0, 246.0, 221.0, 231.0, 223.0, 39.0, 180.0], [15.0, 134.0, 137.0, 232.0, 184.0, 131.0, 158.0, 13.0]], [[219.0, 237.0, 60.0, 137.0, 79.0, 170.0, 201.0, 180.0], [21.0, 119.0, 27.0, 40.0, 140.0, 24.0, 135.0, 104.0], [233.0, 115.0, 199.0, 132.0, 8.0, 194.0, 201.0, 160.0], [160.0, 26.0, 92.0, 53.0, 213.0, 118.0, 255.0, 233.0], [214.0, 54.0, 73.0, 39.0, 210.0, 228.0, 25.0, 108.0], [204.0, 39.0, 153.0, 230.0, 80.0, 136.0, 251.0, 92.0], [197.0, 174.0, 69.0, 156.0, 19.0, 236.0, 28.0, 150.0], [243.0, 60.0, 196.0, 131.0, 16.0, 19.0, 117.0, 112.0]]])],
         note="discovered: docstring example of kornia.enhance.jpeg_codec_differentiable"),
    case("enhance.linear_transform", "enhance", kornia.enhance.linear_transform,
         [torch.ones((10, 2)), torch.ones((2, 2)), torch.zeros((1, 2))],
         note="discovered: docstring example of kornia.enhance.linear_transform"),
    case("enhance.linear_transform[10x3x4x5]", "enhance", kornia.enhance.linear_transform,
         [torch.ones((10, 3, 4, 5)), torch.ones((120, 120)), torch.tensor([[2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0]])], {'dim': 3},
         note="discovered: docstring example of kornia.enhance.linear_transform"),
    case("enhance.normalize", "enhance", kornia.enhance.normalize,
         [torch.tensor([[[[0, 255]]]], dtype=torch.uint8)], {'mean': 127.5, 'std': 127.5},
         note="discovered: docstring example of kornia.enhance.normalize"),
    case("enhance.normalize[2]", "enhance", kornia.enhance.normalize,
         [rand(1, 4, 3, 3, seed=1716672627), torch.tensor([0.0]), torch.tensor([255.0])],
         note="discovered: docstring example of kornia.enhance.normalize"),
    case("enhance.normalize[3]", "enhance", kornia.enhance.normalize,
         [rand(1, 4, 3, 3, seed=1659655774), torch.zeros(4), torch.tensor([255.0, 255.0, 255.0, 255.0])],
         note="discovered: docstring example of kornia.enhance.normalize"),
    case("enhance.normalize_min_max", "enhance", kornia.enhance.normalize_min_max,
         [rand(1, 5, 3, 3, seed=412999481)], {'min_val': -1.0, 'max_val': 1.0},
         note="discovered: docstring example of kornia.enhance.normalize_min_max"),
    case("enhance.posterize", "enhance", kornia.enhance.posterize,
         [rand(1, 6, 3, 3, seed=366091989)], {'bits': 8},
         note="discovered: docstring example of kornia.enhance.posterize"),
    case("enhance.posterize[2x6x3x3]", "enhance", kornia.enhance.posterize,
         [rand(2, 6, 3, 3, seed=1019285591), torch.tensor([4, 2])],
         note="discovered: docstring example of kornia.enhance.posterize"),
    case("enhance.sharpness", "enhance", kornia.enhance.sharpness,
         [rand(1, 1, 5, 5, seed=1203720035)], {'factor': 0.5},
         note="discovered: docstring example of kornia.enhance.sharpness"),
    case("enhance.solarize", "enhance", kornia.enhance.solarize,
         [rand(1, 4, 3, 3, seed=621354683)], {'thresholds': 0.5, 'additions': 0.0},
         note="discovered: docstring example of kornia.enhance.solarize"),
    case("enhance.solarize[2x4x3x3]", "enhance", kornia.enhance.solarize,
         [rand(2, 4, 3, 3, seed=674591643), torch.tensor([0.8, 0.5]), torch.tensor([-0.25, 0.25])],
         note="discovered: docstring example of kornia.enhance.solarize"),
    case("enhance.zca_mean", "enhance", kornia.enhance.zca_mean,
         [torch.tensor([[0, 1], [1, 0], [-1, 0], [0, -1]], dtype=torch.float32)],
         note="discovered: docstring example of kornia.enhance.zca_mean"),
    case("enhance.zca_mean[3x20x2x2]", "enhance", kornia.enhance.zca_mean,
         [rand(3, 20, 2, 2, seed=1933797851)], {'dim': 1, 'return_inverse': True},
         note="discovered: docstring example of kornia.enhance.zca_mean"),
    case("enhance.zca_whiten", "enhance", kornia.enhance.zca_whiten,
         [torch.tensor([[0, 1], [1, 0], [-1, 0]], dtype=torch.float32)],
         note="discovered: docstring example of kornia.enhance.zca_whiten"),
    case("feature.DenseSIFTDescriptor", "feature", built(lambda: kornia.feature.DenseSIFTDescriptor(), seed=172805411),
         [rand(2, 1, 200, 300, seed=489840784)],
         note="discovered: docstring example of kornia.feature.DenseSIFTDescriptor"),
    case("feature.HardNet", "feature", built(lambda: kornia.feature.HardNet(pretrained=False), seed=73859235),
         [rand(16, 1, 32, 32, seed=360480784)],
         note="discovered: docstring example of kornia.feature.HardNet"),
    case("feature.HardNet8", "feature", built(lambda: kornia.feature.HardNet8(pretrained=False), seed=153482241),
         [rand(16, 1, 32, 32, seed=2066588034)],
         note="discovered: docstring example of kornia.feature.HardNet8"),
    case("feature.HyNet", "feature", built(lambda: kornia.feature.HyNet(pretrained=False), seed=2034879745),
         [rand(16, 1, 32, 32, seed=1095475842)],
         note="discovered: docstring example of kornia.feature.HyNet"),
    case("feature.LoFTR.extract_features", "feature", built(lambda: kornia.feature.LoFTR(None), seed=1220609463),
         [rand(1, 1, 64, 64, seed=654018084)],
         method="extract_features", ref="kornia.feature.LoFTR.extract_features", note="discovered: docstring example of kornia.feature.LoFTR.extract_features"),
    case("feature.LoFTR.extract_features[1x1x72x64]", "feature", built(lambda: kornia.feature.LoFTR(None), seed=336313444),
         [rand(1, 1, 72, 64, seed=51927727)],
         method="extract_features", ref="kornia.feature.LoFTR.extract_features", note="discovered: docstring example of kornia.feature.LoFTR.extract_features"),
    case("feature.LoFTR.extract_features[1x1x64x80]", "feature", built(lambda: kornia.feature.LoFTR(None), seed=1220372565),
         [rand(1, 1, 64, 80, seed=509894646)],
         method="extract_features", ref="kornia.feature.LoFTR.extract_features", note="discovered: docstring example of kornia.feature.LoFTR.extract_features"),
    case("feature.OriNet", "feature", built(lambda: kornia.feature.OriNet(pretrained=False), seed=747445742),
         [rand(16, 1, 32, 32, seed=2142150533)],
         note="discovered: docstring example of kornia.feature.OriNet"),
    case("feature.SIFTDescriptor", "feature", built(lambda: kornia.feature.SIFTDescriptor(32), seed=1843446086),
         [rand(4, 1, 32, 32, seed=2116233437)],
         note="discovered: docstring example of kornia.feature.convert_sift_descriptor_layout"),
    case("feature.SIFTDescriptor[23x1x32x32]", "feature", built(lambda: kornia.feature.SIFTDescriptor(32, 8, 4), seed=937567644),
         [rand(23, 1, 32, 32, seed=1195141159)],
         note="discovered: docstring example of kornia.feature.SIFTDescriptor"),
    case("feature.SOSNet", "feature", built(lambda: kornia.feature.SOSNet(pretrained=False), seed=454163179),
         [rand(8, 1, 32, 32, seed=1634944312)],
         note="discovered: docstring example of kornia.feature.SOSNet"),
    case("feature.TFeat", "feature", built(lambda: kornia.feature.TFeat(pretrained=False), seed=1740899287),
         [rand(16, 1, 32, 32, seed=1227882564)],
         note="discovered: docstring example of kornia.feature.TFeat"),
    case("feature.convert_sift_descriptor_layout", "feature", kornia.feature.convert_sift_descriptor_layout,
         [load('100f7b6127bc9d45')], {'source': 'kornia', 'target': 'opencv'},
         note="discovered: docstring example of kornia.feature.convert_sift_descriptor_layout"),
    case("feature.convert_sift_descriptor_layout[2]", "feature", kornia.feature.convert_sift_descriptor_layout,
         [load('e1e482e0d4d1835b')], {'source': 'opencv', 'target': 'kornia'},
         note="discovered: docstring example of kornia.feature.convert_sift_descriptor_layout"),
    case("feature.ellipse_to_laf", "feature", kornia.feature.ellipse_to_laf,
         [torch.ones(1, 10, 5)],
         note="discovered: docstring example of kornia.feature.ellipse_to_laf"),
    case("feature.get_laf_center", "feature", kornia.feature.get_laf_center,
         [torch.ones(1, 5, 2, 3)],
         note="discovered: docstring example of kornia.feature.get_laf_center"),
    case("feature.get_laf_orientation", "feature", kornia.feature.get_laf_orientation,
         [torch.ones(1, 5, 2, 3)],
         note="discovered: docstring example of kornia.feature.get_laf_orientation"),
    case("feature.get_laf_scale", "feature", kornia.feature.get_laf_scale,
         [torch.ones(1, 5, 2, 3)],
         note="discovered: docstring example of kornia.feature.get_laf_scale"),
    case("feature.gftt_response", "feature", kornia.feature.gftt_response,
         [torch.tensor([[[[0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.0], [0.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.0], [0.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.0], [0.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.0], [0.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]]])],
         note="discovered: docstring example of kornia.feature.gftt_response"),
    case("feature.harris_response", "feature", kornia.feature.harris_response,
         [torch.tensor([[[[0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.0], [0.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.0], [0.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.0], [0.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.0], [0.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]]])], {'k': 0.04},
         note="discovered: docstring example of kornia.feature.harris_response"),
    case("feature.hessian_response", "feature", kornia.feature.hessian_response,
         [torch.tensor([[[[0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.0], [0.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.0], [0.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.0], [0.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.0], [0.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]]])],
         note="discovered: docstring example of kornia.feature.hessian_response"),
    case("feature.laf_from_center_scale_ori", "feature", kornia.feature.laf_from_center_scale_ori,
         [torch.tensor([[[5.0, 7.0]]]), torch.full((1, 1, 1, 1), 2.0), torch.tensor([[[30.0]]])],
         note="discovered: docstring example of kornia.feature.laf_from_center_scale_ori"),
    case("feature.laf_is_filled", "feature", kornia.feature.laf_is_filled,
         [torch.tensor([[[[2.0, 0.0, 5.0], [0.0, 3.0, 7.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]]])],
         note="discovered: docstring example of kornia.feature.laf_is_filled"),
    case("feature.laf_is_valid", "feature", kornia.feature.laf_is_valid,
         [torch.tensor([[[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]]]])],
         note="discovered: docstring example of kornia.feature.laf_is_valid"),
    case("feature.make_upright", "feature", kornia.feature.make_upright,
         [torch.ones(1, 5, 2, 3)],
         note="discovered: docstring example of kornia.feature.make_upright"),
    case("feature.match_smnn_batched", "feature", kornia.feature.match_smnn_batched,
         [torch.tensor([[[0.0, 0.0], [1.0, 1.0], [2.0, 2.0]]]), torch.tensor([[[2.0, 2.0], [1.0, 1.0], [0.0, 0.0]]])],
         note="discovered: docstring example of kornia.feature.match_smnn_batched"),
    case("feature.mkd.EmbedGradients", "feature.mkd", built(lambda: kornia.feature.mkd.EmbedGradients(patch_size=32, relative=False), seed=2018578809),
         [rand(23, 2, 32, 32, seed=1782114490)],
         note="discovered: docstring example of kornia.feature.mkd.EmbedGradients"),
    case("feature.mkd.ExplicitSpacialEncoding", "feature.mkd", built(lambda: kornia.feature.mkd.ExplicitSpacialEncoding(kernel_type='polar', fmap_size=32, in_dims=7, do_gmask=True, do_l2=True), seed=1531849243),
         [rand(23, 7, 32, 32, seed=1201530824)],
         note="discovered: docstring example of kornia.feature.mkd.ExplicitSpacialEncoding"),
    case("feature.mkd.MKDGradients", "feature.mkd", built(lambda: kornia.feature.mkd.MKDGradients(), seed=222352622),
         [rand(23, 1, 32, 32, seed=1016770181)],
         note="discovered: docstring example of kornia.feature.mkd.MKDGradients"),
    case("feature.mkd.VonMisesKernel", "feature.mkd", built(lambda: kornia.feature.mkd.VonMisesKernel(patch_size=32, coeffs=[0.14343168, 0.268285, 0.21979234]), seed=1443428520),
         [rand(23, 1, 32, 32, seed=859195443)],
         note="discovered: docstring example of kornia.feature.mkd.VonMisesKernel"),
    case("feature.mkd.Whitening", "feature.mkd", built(lambda: kornia.feature.mkd.Whitening(xform='pcawt', whitening_model={'pca': {'mean': torch.zeros(238), 'eigvecs': torch.eye(238), 'eigvals': torch.ones(238)}}, in_dims=238, output_dims=128, keval=40, t=0.7), seed=1508223414),
         [rand(23, 238, seed=1932385197)],
         note="discovered: docstring example of kornia.feature.mkd.Whitening"),
    case("feature.perspective_transform_lafs", "feature", kornia.feature.perspective_transform_lafs,
         [torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]], [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]]), rand(2, 4, 2, 3, seed=1132430843)],
         note="discovered: docstring example of kornia.feature.perspective_transform_lafs"),
    case("feature.scale_laf", "feature", kornia.feature.scale_laf,
         [torch.ones(1, 5, 2, 3)], {'scale_coef': 0.5},
         note="discovered: docstring example of kornia.feature.scale_laf"),
    case("feature.sold2.sold2_detector.LineSegmentDetectionModule.detect", "feature.sold2.sold2_detector", built(lambda: kornia.feature.sold2.sold2_detector.LineSegmentDetectionModule(kornia.feature.sold2.structures.LineDetectorCfg(detect_thresh=0.6, num_samples=64, inlier_thresh=0.99, use_candidate_suppression=True, nms_dist_tolerance=3.0, heatmap_low_thresh=0.15, heatmap_high_thresh=0.2, max_local_patch_radius=3, lambda_radius=2.0, use_heatmap_refinement=True, heatmap_refine_cfg=kornia.feature.sold2.structures.HeatMapRefineCfg(mode='local', ratio=0.2, valid_thresh=0.001, num_blocks=20, overlap_ratio=0.5), use_junction_refinement=True, junction_refine_cfg=kornia.feature.sold2.structures.JunctionRefineCfg(num_perturbs=9, perturb_interval=0.25))), seed=457620777),
         [rand(10, 2, seed=741212554), rand(256, 256, seed=757990173)],
         method="detect", ref="kornia.feature.sold2.sold2_detector.LineSegmentDetectionModule.detect", note="discovered: docstring example of kornia.feature.sold2.sold2_detector.LineSegmentDetectionModule"),
    case("feature.steerers.DiscreteSteerer.steer_descriptions", "feature.steerers", built(lambda: kornia.feature.steerers.DiscreteSteerer(load('5b9b8e996955b0b3')), seed=1521976786),
         [randn(512, 128, seed=1828499625)], {'steerer_power': 3, 'normalize': True},
         method="steer_descriptions", ref="kornia.feature.steerers.DiscreteSteerer.steer_descriptions", note="discovered: docstring example of kornia.feature.steerers.DiscreteSteerer"),
    case("filters.BilateralBlur", "filters", built(lambda: kornia.filters.BilateralBlur((3, 3), 0.1, (1.5, 1.5)), seed=1002101087),
         [rand(2, 4, 5, 5, seed=1983905868)],
         note="discovered: docstring example of kornia.filters.BilateralBlur"),
    case("filters.BlurPool2D", "filters", built(lambda: kornia.filters.BlurPool2D(kernel_size=3, stride=2), seed=232827307),
         [torch.tensor([[[[1.0, 1.0, 0.0, 0.0], [1.0, 1.0, 1.0, 0.0], [0.0, 1.0, 1.0, 1.0], [0.0, 0.0, 1.0, 1.0]]]])],
         note="discovered: docstring example of kornia.filters.MaxBlurPool2D"),
    case("filters.BlurPool2D[1x1x5x5]", "filters", built(lambda: kornia.filters.BlurPool2D(kernel_size=3, stride=2), seed=1030343055),
         [torch.tensor([[[[1.0, 0.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 0.0, 1.0]]]])],
         note="discovered: docstring example of kornia.filters.BlurPool2D"),
    case("filters.BoxBlur", "filters", built(lambda: kornia.filters.BoxBlur((3, 3)), seed=125489790),
         [rand(2, 4, 5, 7, seed=2086306037)],
         note="discovered: docstring example of kornia.filters.BoxBlur"),
    case("filters.Canny", "filters", built(lambda: kornia.filters.Canny(), seed=953935645),
         [rand(5, 3, 4, 4, seed=820084126)],
         note="discovered: docstring example of kornia.filters.Canny"),
    case("filters.GaussianBlur2d", "filters", built(lambda: kornia.filters.GaussianBlur2d((3, 3), (1.5, 1.5)), seed=1506788470),
         [rand(2, 4, 5, 5, seed=812799085)],
         note="discovered: docstring example of kornia.filters.GaussianBlur2d"),
    case("filters.GuidedBlur", "filters", built(lambda: kornia.filters.GuidedBlur(3, 0.1), seed=10869583),
         [rand(2, 3, 5, 5, seed=1030800092), rand(2, 4, 5, 5, seed=1047577711)],
         note="discovered: docstring example of kornia.filters.GuidedBlur"),
    case("filters.InRange", "filters", built(lambda: kornia.filters.InRange((0.2, 0.3, 0.4), (0.8, 0.9, 1.0), return_mask=True), seed=1324519286),
         [rand(1, 3, 3, 3, seed=1718982509)],
         note="discovered: docstring example of kornia.filters.InRange"),
    case("filters.JointBilateralBlur", "filters", built(lambda: kornia.filters.JointBilateralBlur((3, 3), 0.1, (1.5, 1.5)), seed=2127288915),
         [rand(2, 4, 5, 5, seed=211161376), rand(2, 4, 5, 5, seed=227938995)],
         note="discovered: docstring example of kornia.filters.JointBilateralBlur"),
    case("filters.Laplacian", "filters", built(lambda: kornia.filters.Laplacian(5), seed=668473575),
         [rand(2, 4, 5, 5, seed=1291312116)],
         note="discovered: docstring example of kornia.filters.Laplacian"),
    case("filters.MaxBlurPool2D", "filters", built(lambda: kornia.filters.MaxBlurPool2D(kernel_size=3, stride=2, max_pool_size=2), seed=1929895665),
         [torch.tensor([[[[1.0, 0.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 0.0, 1.0]]]])],
         note="discovered: docstring example of kornia.filters.MaxBlurPool2D"),
    case("filters.MedianBlur", "filters", built(lambda: kornia.filters.MedianBlur((3, 3)), seed=1810016753),
         [rand(2, 4, 5, 7, seed=1418318930)],
         note="discovered: docstring example of kornia.filters.MedianBlur"),
    case("filters.MotionBlur", "filters", built(lambda: kornia.filters.MotionBlur(3, 35.0, 0.5), seed=673777437),
         [rand(2, 4, 5, 7, seed=1489214878)],
         note="discovered: docstring example of kornia.filters.MotionBlur"),
    case("filters.MotionBlur3D", "filters", built(lambda: kornia.filters.MotionBlur3D(3, 35.0, 0.5), seed=748388202),
         [rand(2, 4, 5, 7, 9, seed=721544641)],
         note="discovered: docstring example of kornia.filters.MotionBlur3D"),
    case("filters.Sobel", "filters", built(lambda: kornia.filters.Sobel(), seed=532912335),
         [rand(1, 3, 4, 4, seed=670202972)],
         note="discovered: docstring example of kornia.filters.Sobel"),
    case("filters.SpatialGradient", "filters", built(lambda: kornia.filters.SpatialGradient(), seed=1528291554),
         [rand(1, 3, 4, 4, seed=896090713)],
         note="discovered: docstring example of kornia.filters.SpatialGradient"),
    case("filters.SpatialGradient3d", "filters", built(lambda: kornia.filters.SpatialGradient3d(), seed=1771138341),
         [rand(1, 4, 2, 4, 4, seed=681986022)],
         note="discovered: docstring example of kornia.filters.SpatialGradient3d"),
    case("filters.UnsharpMask", "filters", built(lambda: kornia.filters.UnsharpMask((3, 3), (1.5, 1.5)), seed=440926691),
         [rand(2, 4, 5, 5, seed=1272873808)],
         note="discovered: docstring example of kornia.filters.UnsharpMask"),
    case("filters.bilateral_blur", "filters", kornia.filters.bilateral_blur,
         [rand(2, 4, 5, 5, seed=1650066245)], {'kernel_size': (3, 3), 'sigma_color': 0.1, 'sigma_space': (1.5, 1.5)},
         note="discovered: docstring example of kornia.filters.bilateral_blur"),
    case("filters.blur_pool2d", "filters", kornia.filters.blur_pool2d,
         [torch.tensor([[[[1.0, 0.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 0.0, 1.0]]]])], {'kernel_size': 3},
         note="discovered: docstring example of kornia.filters.blur_pool2d"),
    case("filters.box_blur", "filters", kornia.filters.box_blur,
         [rand(2, 4, 5, 7, seed=2133838270)], {'kernel_size': (3, 3)},
         note="discovered: docstring example of kornia.filters.box_blur"),
    case("filters.canny", "filters", kornia.filters.canny,
         [rand(5, 3, 4, 4, seed=729010174)],
         note="discovered: docstring example of kornia.filters.canny"),
    case("filters.canny.KORNIA_CHECK_IS_COLOR_OR_GRAY", "filters.canny", resolve_ref('kornia.filters.canny.KORNIA_CHECK_IS_COLOR_OR_GRAY'),
         [rand(2, 3, 4, 4, seed=2085588978)], {'msg': 'Image is not color or grayscale'},
         note="discovered: docstring example of kornia.filters.canny.KORNIA_CHECK_IS_COLOR_OR_GRAY"),
    case("filters.convolve2d", "filters", kornia.filters.convolve2d,
         [torch.tensor([[[[0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0]]]]), torch.tensor([[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]])],
         note="discovered: docstring example of kornia.filters.convolve2d"),
    case("filters.convolve2d[2]", "filters", kornia.filters.convolve2d,
         [torch.tensor([[[[0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0]]]]), torch.tensor([[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]])], {'padding': 'valid'},
         note="discovered: docstring example of kornia.filters.convolve2d"),
    case("filters.convolve3d", "filters", kornia.filters.convolve3d,
         [torch.tensor([[[[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]]]]), torch.tensor([[[[1.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]]])],
         note="discovered: docstring example of kornia.filters.convolve3d"),
    case("filters.correlate2d", "filters", kornia.filters.correlate2d,
         [torch.tensor([[[[0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0]]]]), torch.tensor([[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]])],
         note="discovered: docstring example of kornia.filters.correlate2d"),
    case("filters.correlate2d[2]", "filters", kornia.filters.correlate2d,
         [torch.tensor([[[[0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0]]]]), torch.tensor([[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]])], {'padding': 'valid'},
         note="discovered: docstring example of kornia.filters.correlate2d"),
    case("filters.correlate3d", "filters", kornia.filters.correlate3d,
         [torch.tensor([[[[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]]]]), torch.tensor([[[[1.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]]])],
         note="discovered: docstring example of kornia.filters.correlate3d"),
    case("filters.filter2d", "filters", kornia.filters.filter2d,
         [torch.tensor([[[[0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 5.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0]]]]), torch.ones(1, 3, 3)], {'padding': 'same'},
         note="discovered: docstring example of kornia.filters.filter2d"),
    case("filters.filter2d_separable", "filters", kornia.filters.filter2d_separable,
         [torch.tensor([[[[0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 5.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0]]]]), torch.ones(1, 3), torch.ones(1, 3)], {'padding': 'same'},
         note="discovered: docstring example of kornia.filters.filter2d_separable"),
    case("filters.filter3d", "filters", kornia.filters.filter3d,
         [torch.tensor([[[[[0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 5.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0]]]]]), torch.ones(1, 3, 3, 3)],
         note="discovered: docstring example of kornia.filters.filter3d"),
    case("filters.gaussian_blur2d", "filters", kornia.filters.gaussian_blur2d,
         [rand(2, 4, 5, 5, seed=733848370)], {'kernel_size': (3, 3), 'sigma': (1.5, 1.5)},
         note="discovered: docstring example of kornia.filters.gaussian_blur2d"),
    case("filters.gaussian_blur2d[2]", "filters", kornia.filters.gaussian_blur2d,
         [rand(2, 4, 5, 5, seed=1026724328)], {'kernel_size': 3, 'sigma': (1.5, 1.5)},
         note="discovered: docstring example of kornia.filters.gaussian_blur2d"),
    case("filters.gaussian_blur2d[3]", "filters", lambda x0, x1: kornia.filters.gaussian_blur2d(x0, (3, 3), x1),
         [rand(2, 4, 5, 5, seed=2136903701), torch.tensor([[1.5, 1.5]])],
         ref="kornia.filters.gaussian_blur2d", note="discovered: docstring example of kornia.filters.gaussian_blur2d"),
    case("filters.get_gaussian_discrete_kernel1d", "filters", kornia.filters.get_gaussian_discrete_kernel1d,
         [], {'kernel_size': 3, 'sigma': 2.5},
         note="discovered: docstring example of kornia.filters.get_gaussian_discrete_kernel1d"),
    case("filters.get_gaussian_discrete_kernel1d[2]", "filters", kornia.filters.get_gaussian_discrete_kernel1d,
         [], {'kernel_size': 5, 'sigma': 1.5},
         note="discovered: docstring example of kornia.filters.get_gaussian_discrete_kernel1d"),
    case("filters.get_gaussian_discrete_kernel1d[2x1]", "filters", lambda x0: kornia.filters.get_gaussian_discrete_kernel1d(5, x0),
         [torch.tensor([[1.5], [2.4]])],
         ref="kornia.filters.get_gaussian_discrete_kernel1d", note="discovered: docstring example of kornia.filters.get_gaussian_discrete_kernel1d"),
    case("filters.get_gaussian_erf_kernel1d", "filters", kornia.filters.get_gaussian_erf_kernel1d,
         [], {'kernel_size': 3, 'sigma': 2.0},
         note="discovered: docstring example of kornia.filters.get_gaussian_erf_kernel1d"),
    case("filters.get_gaussian_erf_kernel1d[2]", "filters", kornia.filters.get_gaussian_erf_kernel1d,
         [], {'kernel_size': 5, 'sigma': 1.5},
         note="discovered: docstring example of kornia.filters.get_gaussian_erf_kernel1d"),
    case("filters.get_gaussian_erf_kernel1d[2x1]", "filters", lambda x0: kornia.filters.get_gaussian_erf_kernel1d(5, x0),
         [torch.tensor([[1.5], [2.1]])],
         ref="kornia.filters.get_gaussian_erf_kernel1d", note="discovered: docstring example of kornia.filters.get_gaussian_erf_kernel1d"),
    case("filters.get_gaussian_kernel1d", "filters", kornia.filters.get_gaussian_kernel1d,
         [], {'kernel_size': 3, 'sigma': 2.5},
         note="discovered: docstring example of kornia.filters.get_gaussian_kernel1d"),
    case("filters.get_gaussian_kernel1d[2]", "filters", kornia.filters.get_gaussian_kernel1d,
         [], {'kernel_size': 4, 'sigma': 0.0, 'force_even': True},
         note="discovered: docstring example of kornia.filters.get_gaussian_kernel1d"),
    case("filters.get_gaussian_kernel1d[3]", "filters", kornia.filters.get_gaussian_kernel1d,
         [], {'kernel_size': 5, 'sigma': 0.0},
         note="discovered: docstring example of kornia.filters.get_gaussian_kernel1d"),
    case("filters.get_gaussian_kernel2d", "filters", kornia.filters.get_gaussian_kernel2d,
         [], {'kernel_size': (3, 5), 'sigma': (1.5, 1.5)},
         note="discovered: docstring example of kornia.filters.get_gaussian_kernel2d"),
    case("filters.get_gaussian_kernel2d[2]", "filters", kornia.filters.get_gaussian_kernel2d,
         [], {'kernel_size': (5, 5), 'sigma': (1.5, 1.5)},
         note="discovered: docstring example of kornia.filters.get_gaussian_kernel2d"),
    case("filters.get_gaussian_kernel2d[1x2]", "filters", lambda x0: kornia.filters.get_gaussian_kernel2d((5, 5), x0),
         [torch.tensor([[1.5, 1.5]])],
         ref="kornia.filters.get_gaussian_kernel2d", note="discovered: docstring example of kornia.filters.get_gaussian_kernel2d"),
    case("filters.get_gaussian_kernel3d", "filters", kornia.filters.get_gaussian_kernel3d,
         [], {'kernel_size': (3, 3, 3), 'sigma': (1.5, 1.5, 1.5)},
         note="discovered: docstring example of kornia.filters.get_gaussian_kernel3d"),
    case("filters.get_gaussian_kernel3d[1x3]", "filters", lambda x0: kornia.filters.get_gaussian_kernel3d((3, 7, 5), x0),
         [torch.tensor([[1.5, 1.5, 1.5]])],
         ref="kornia.filters.get_gaussian_kernel3d", note="discovered: docstring example of kornia.filters.get_gaussian_kernel3d"),
    case("filters.get_hanning_kernel1d", "filters", kornia.filters.get_hanning_kernel1d,
         [], {'kernel_size': 4},
         note="discovered: docstring example of kornia.filters.get_hanning_kernel1d"),
    case("filters.get_laplacian_kernel1d", "filters", kornia.filters.get_laplacian_kernel1d,
         [], {'kernel_size': 3},
         note="discovered: docstring example of kornia.filters.get_laplacian_kernel1d"),
    case("filters.get_laplacian_kernel1d[2]", "filters", kornia.filters.get_laplacian_kernel1d,
         [], {'kernel_size': 5},
         note="discovered: docstring example of kornia.filters.get_laplacian_kernel1d"),
    case("filters.get_laplacian_kernel2d", "filters", kornia.filters.get_laplacian_kernel2d,
         [], {'kernel_size': 3},
         note="discovered: docstring example of kornia.filters.get_laplacian_kernel2d"),
    case("filters.get_laplacian_kernel2d[2]", "filters", kornia.filters.get_laplacian_kernel2d,
         [], {'kernel_size': 5},
         note="discovered: docstring example of kornia.filters.get_laplacian_kernel2d"),
    case("filters.get_motion_kernel2d", "filters", kornia.filters.get_motion_kernel2d,
         [], {'kernel_size': 3, 'angle': 215.0, 'direction': -0.5},
         note="discovered: docstring example of kornia.filters.get_motion_kernel2d"),
    case("filters.get_motion_kernel2d[2]", "filters", kornia.filters.get_motion_kernel2d,
         [], {'kernel_size': 5, 'angle': 0.0, 'direction': 0.0},
         note="discovered: docstring example of kornia.filters.get_motion_kernel2d"),
    case("filters.get_motion_kernel3d", "filters", kornia.filters.get_motion_kernel3d,
         [], {'kernel_size': 3, 'angle': (0.0, 0.0, 0.0), 'direction': 0.0},
         note="discovered: docstring example of kornia.filters.get_motion_kernel3d"),
    case("filters.get_motion_kernel3d[2]", "filters", kornia.filters.get_motion_kernel3d,
         [], {'kernel_size': 3, 'angle': (90.0, 90.0, 0.0), 'direction': -0.5},
         note="discovered: docstring example of kornia.filters.get_motion_kernel3d"),
    case("filters.guided_blur", "filters", kornia.filters.guided_blur,
         [rand(2, 3, 5, 5, seed=1498924181), rand(2, 4, 5, 5, seed=1482146562)], {'kernel_size': 3, 'eps': 0.1},
         note="discovered: docstring example of kornia.filters.guided_blur"),
    case("filters.in_range", "filters", kornia.filters.in_range,
         [rand(1, 3, 3, 3, seed=111329308)], {'lower': (0.2, 0.3, 0.4), 'upper': (0.8, 0.9, 1.0), 'return_mask': True},
         note="discovered: docstring example of kornia.filters.in_range"),
    case("filters.in_range[2x3x3x3]", "filters", kornia.filters.in_range,
         [rand(2, 3, 3, 3, seed=1340310309), torch.tensor([[[[0.20000000298023224]], [[0.20000000298023224]], [[0.20000000298023224]]], [[[0.20000000298023224]], [[0.20000000298023224]], [[0.20000000298023224]]]]), torch.tensor([[[[0.6000000238418579]], [[0.6000000238418579]], [[0.6000000238418579]]], [[[0.800000011920929]], [[0.800000011920929]], [[0.800000011920929]]]])], {'return_mask': True},
         note="discovered: docstring example of kornia.filters.in_range"),
    case("filters.joint_bilateral_blur", "filters", kornia.filters.joint_bilateral_blur,
         [rand(2, 4, 5, 5, seed=123957712), rand(2, 4, 5, 5, seed=140735331)], {'kernel_size': (3, 3), 'sigma_color': 0.1, 'sigma_space': (1.5, 1.5)},
         note="discovered: docstring example of kornia.filters.joint_bilateral_blur"),
    case("filters.kernels.get_pascal_kernel_1d", "filters.kernels", kornia.filters.kernels.get_pascal_kernel_1d,
         [], {'kernel_size': 1},
         note="discovered: docstring example of kornia.filters.kernels.get_pascal_kernel_1d"),
    case("filters.kernels.get_pascal_kernel_1d[2]", "filters.kernels", kornia.filters.kernels.get_pascal_kernel_1d,
         [], {'kernel_size': 2},
         note="discovered: docstring example of kornia.filters.kernels.get_pascal_kernel_1d"),
    case("filters.kernels.get_pascal_kernel_1d[3]", "filters.kernels", kornia.filters.kernels.get_pascal_kernel_1d,
         [], {'kernel_size': 3},
         note="discovered: docstring example of kornia.filters.kernels.get_pascal_kernel_1d"),
    case("filters.kernels.get_pascal_kernel_2d", "filters.kernels", kornia.filters.kernels.get_pascal_kernel_2d,
         [], {'kernel_size': 1},
         note="discovered: docstring example of kornia.filters.kernels.get_pascal_kernel_2d"),
    case("filters.kernels.get_pascal_kernel_2d[2]", "filters.kernels", kornia.filters.kernels.get_pascal_kernel_2d,
         [], {'kernel_size': 4, 'norm': False},
         note="discovered: docstring example of kornia.filters.kernels.get_pascal_kernel_2d"),
    case("filters.kernels.get_pascal_kernel_2d[3]", "filters.kernels", kornia.filters.kernels.get_pascal_kernel_2d,
         [], {'kernel_size': 4},
         note="discovered: docstring example of kornia.filters.kernels.get_pascal_kernel_2d"),
    case("filters.laplacian", "filters", kornia.filters.laplacian,
         [rand(2, 4, 5, 5, seed=1418702548)], {'kernel_size': 3},
         note="discovered: docstring example of kornia.filters.laplacian"),
    case("filters.max_blur_pool2d", "filters", kornia.filters.max_blur_pool2d,
         [torch.tensor([[[[1.0, 0.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 0.0, 1.0]]]])], {'kernel_size': 3},
         note="discovered: docstring example of kornia.filters.max_blur_pool2d"),
    case("filters.median_blur", "filters", kornia.filters.median_blur,
         [rand(2, 4, 5, 7, seed=1637704243)], {'kernel_size': (3, 3)},
         note="discovered: docstring example of kornia.filters.median_blur"),
    case("filters.motion_blur", "filters", kornia.filters.motion_blur,
         [load('ac52877311d8d4b9')], {'kernel_size': 5, 'angle': 90.0, 'direction': 1},
         note="discovered: docstring example of kornia.filters.motion_blur"),
    case("filters.motion_blur[2]", "filters", lambda x0, x1, x2: kornia.filters.motion_blur(x0, 5, x1, x2),
         [load('ac52877311d8d4b9'), torch.tensor([90.0, 180]), torch.tensor([1.0, -1.0])],
         ref="kornia.filters.motion_blur", note="discovered: docstring example of kornia.filters.motion_blur"),
    case("filters.motion_blur3d", "filters", kornia.filters.motion_blur3d,
         [rand(2, 3, 120, 80, 90, seed=237852064)], {'kernel_size': 5, 'angle': (0.0, 90.0, 90.0), 'direction': 1},
         note="discovered: docstring example of kornia.filters.motion_blur3d; input 0: seeded draws of the shape of the values it computed"),
    case("filters.motion_blur3d[2]", "filters", lambda x0, x1, x2: kornia.filters.motion_blur3d(x0, 5, x1, x2),
         [rand(2, 3, 120, 80, 90, seed=1632979642), torch.tensor([[0.0, 90.0, 90.0], [90.0, 180.0, 0.0]]), torch.tensor([1.0, -1.0])],
         ref="kornia.filters.motion_blur3d", note="discovered: docstring example of kornia.filters.motion_blur3d; input 0: seeded draws of the shape of the values it computed"),
    case("filters.otsu_threshold", "filters", kornia.filters.otsu_threshold,
         [torch.tensor([[10, 20, 30], [40, 50, 60], [70, 80, 90]])],
         note="discovered: docstring example of kornia.filters.otsu_threshold"),
    case("filters.sobel", "filters", kornia.filters.sobel,
         [rand(1, 3, 4, 4, seed=538159548)],
         note="discovered: docstring example of kornia.filters.sobel"),
    case("filters.spatial_gradient", "filters", kornia.filters.spatial_gradient,
         [rand(1, 3, 4, 4, seed=1598378852)],
         note="discovered: docstring example of kornia.filters.spatial_gradient"),
    case("filters.spatial_gradient3d", "filters", kornia.filters.spatial_gradient3d,
         [rand(1, 4, 2, 4, 4, seed=1628661155)],
         note="discovered: docstring example of kornia.filters.spatial_gradient3d"),
    case("filters.unsharp_mask", "filters", kornia.filters.unsharp_mask,
         [rand(2, 4, 5, 5, seed=1742872235)], {'kernel_size': (3, 3), 'sigma': (1.5, 1.5)},
         note="discovered: docstring example of kornia.filters.unsharp_mask"),
    case("geometry.ARKitQTVecs_to_ColmapQTVecs", "geometry", kornia.geometry.ARKitQTVecs_to_ColmapQTVecs,
         [torch.tensor([[0.0, 1.0, 0.0, 1.0]]), torch.tensor([[[1.0], [1.0], [1.0]]])],
         note="discovered: docstring example of kornia.geometry.ARKitQTVecs_to_ColmapQTVecs"),
    case("geometry.AdaptiveQuadInterp3d", "geometry", built(lambda: kornia.geometry.AdaptiveQuadInterp3d(mode='auto'), seed=697914317),
         [randn(1, 1, 3, 64, 64, seed=230604654)],
         note="discovered: docstring example of kornia.geometry.AdaptiveQuadInterp3d"),
    case("geometry.Affine", "geometry", built(lambda: kornia.geometry.Affine(torch.tensor([27.459001541137695])), seed=616225038),
         [rand(1, 2, 3, 5, seed=209493669)],
         note="discovered: docstring example of kornia.geometry.Affine"),
    case("geometry.ColmapQTVecs_to_ARKitQTVecs", "geometry", kornia.geometry.ColmapQTVecs_to_ARKitQTVecs,
         [torch.tensor([[0.7071067690849304, 0.0, 0.7071067690849304, 0.0]]), torch.tensor([[[-1.0], [-0.9999998807907104], [1.0]]])],
         note="discovered: docstring example of kornia.geometry.ColmapQTVecs_to_ARKitQTVecs"),
    case("geometry.Hflip", "geometry", built(lambda: kornia.geometry.Hflip(), seed=1652692108),
         [torch.tensor([[[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 1.0, 1.0]]]])],
         note="discovered: docstring example of kornia.geometry.Hflip"),
    case("geometry.HomographyWarper.precompute_warp_grid", "geometry", built(lambda: kornia.geometry.HomographyWarper(32, 32), seed=627933154),
         [torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]])],
         method="precompute_warp_grid", ref="kornia.geometry.HomographyWarper.precompute_warp_grid", note="discovered: docstring example of kornia.geometry.HomographyWarper.forward"),
    case("geometry.HomographyWarper", "geometry", built(lambda: kornia.geometry.HomographyWarper(32, 32), seed=1882851866),
         [rand(1, 3, 32, 32, seed=186585041), torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]])],
         note="discovered: docstring example of kornia.geometry.HomographyWarper.forward"),
    case("geometry.ImageRegistrator.register", "geometry", built(lambda: kornia.geometry.ImageRegistrator('similarity'), seed=1065324305),
         [rand(1, 1, 32, 32, seed=804471794), rand(1, 1, 32, 32, seed=821249413)],
         method="register", ref="kornia.geometry.ImageRegistrator.register", note="discovered: docstring example of kornia.geometry.ImageRegistrator"),
    case("geometry.NamedPose.inverse", "geometry", built(lambda: kornia.geometry.NamedPose(kornia.geometry.Se3.identity(), frame_src='frame_a', frame_dst='frame_b'), seed=864810881),
         [],
         method="inverse", ref="kornia.geometry.NamedPose.inverse", note="discovered: docstring example of kornia.geometry.NamedPose.inverse"),
    case("geometry.NamedPose.transform_points", "geometry", built(lambda: kornia.geometry.NamedPose(kornia.geometry.Se3.identity(), frame_src='frame_a', frame_dst='frame_b'), seed=340770117),
         [torch.tensor([1.0, 2.0, 3.0])],
         method="transform_points", ref="kornia.geometry.NamedPose.transform_points", note="discovered: docstring example of kornia.geometry.NamedPose.transform_points"),
    case("geometry.NamedPose.from_rt", "geometry", lambda x0: kornia.geometry.NamedPose.from_rt(kornia.geometry.So3.identity(), x0, frame_src='frame_a', frame_dst='frame_b'),
         [torch.tensor([1.0, 2.0, 3.0])],
         ref="kornia.geometry.NamedPose.from_rt", note="discovered: docstring example of kornia.geometry.NamedPose.from_rt"),
    case("geometry.ParametrizedLine.point_at", "geometry", built(lambda: kornia.geometry.ParametrizedLine.through(torch.tensor([0.0, 0.0]), torch.tensor([1.0, 1.0])), seed=1622159793),
         [], {'t': 0.1},
         method="point_at", ref="kornia.geometry.ParametrizedLine.point_at", note="discovered: docstring example of kornia.geometry.ParametrizedLine.point_at"),
    case("geometry.ParametrizedLine.through", "geometry", kornia.geometry.ParametrizedLine.through,
         [torch.tensor([0.0, 0.0]), torch.tensor([1.0, 1.0])],
         ref="kornia.geometry.ParametrizedLine.through", note="discovered: docstring example of kornia.geometry.ParametrizedLine.point_at"),
    case("geometry.PinholeCamera.project", "geometry", built(lambda: kornia.geometry.PinholeCamera(torch.tensor([[[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 1.0]]]), torch.tensor([[[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 1.0]]]), torch.ones(1), torch.ones(1)), seed=708529490),
         [rand(1, 3, seed=1713144873)],
         method="project", ref="kornia.geometry.PinholeCamera.project", note="discovered: docstring example of kornia.geometry.PinholeCamera.project"),
    case("geometry.PinholeCamera.unproject", "geometry", built(lambda: kornia.geometry.PinholeCamera(torch.tensor([[[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 1.0]]]), torch.tensor([[[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 1.0]]]), torch.ones(1), torch.ones(1)), seed=198360319),
         [rand(1, 2, seed=2032691052), torch.ones(1, 1)],
         method="unproject", ref="kornia.geometry.PinholeCamera.unproject", note="discovered: docstring example of kornia.geometry.PinholeCamera.unproject"),
    case("geometry.PyrDown", "geometry", built(lambda: kornia.geometry.PyrDown(), seed=1485424644),
         [rand(1, 2, 4, 4, seed=1144231119)],
         note="discovered: docstring example of kornia.geometry.PyrDown"),
    case("geometry.PyrUp", "geometry", built(lambda: kornia.geometry.PyrUp(), seed=2021919653),
         [rand(1, 2, 4, 4, seed=649218662)],
         note="discovered: docstring example of kornia.geometry.PyrUp"),
    case("geometry.Quaternion.matrix", "geometry", built(lambda: kornia.geometry.Quaternion.identity(), seed=2057274008),
         [],
         method="matrix", ref="kornia.geometry.Quaternion.matrix", note="discovered: docstring example of kornia.geometry.Quaternion.matrix"),
    case("geometry.Quaternion.norm", "geometry", built(lambda: kornia.geometry.Quaternion(torch.tensor([1.0, 0.5, 0.0, 0.0])), seed=1248205363),
         [], {'keepdim': True},
         method="norm", ref="kornia.geometry.Quaternion.norm", note="discovered: docstring example of kornia.geometry.Quaternion.__pow__"),
    case("geometry.Quaternion.norm[2]", "geometry", built(lambda: kornia.geometry.Quaternion.identity(), seed=1784590297),
         [],
         method="norm", ref="kornia.geometry.Quaternion.norm", note="discovered: docstring example of kornia.geometry.Quaternion.norm"),
    case("geometry.Rescale", "geometry", built(lambda: kornia.geometry.Rescale((2, 3)), seed=1751414586),
         [rand(1, 3, 4, 4, seed=1713953905)],
         note="discovered: docstring example of kornia.geometry.Rescale"),
    case("geometry.Resize", "geometry", built(lambda: kornia.geometry.Resize((6, 8)), seed=374712873),
         [rand(1, 3, 4, 4, seed=473904778)],
         note="discovered: docstring example of kornia.geometry.Resize"),
    case("geometry.Rot180", "geometry", built(lambda: kornia.geometry.Rot180(), seed=710215669),
         [torch.tensor([[[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 1.0, 1.0]]]])],
         note="discovered: docstring example of kornia.geometry.Rot180"),
    case("geometry.Rotate", "geometry", built(lambda: kornia.geometry.Rotate(torch.tensor([90.0])), seed=2097122338),
         [rand(1, 3, 4, 4, seed=1535836057)],
         note="discovered: docstring example of kornia.geometry.Rotate"),
    case("geometry.Rt_to_matrix4x4", "geometry", kornia.geometry.Rt_to_matrix4x4,
         [torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]]), torch.tensor([[[1.0], [1.0], [1.0]]])],
         note="discovered: docstring example of kornia.geometry.Rt_to_matrix4x4"),
    case("geometry.Scale", "geometry", built(lambda: kornia.geometry.Scale(torch.tensor([[2.0, 2.0]])), seed=358063545),
         [rand(1, 3, 4, 4, seed=155119354)],
         note="discovered: docstring example of kornia.geometry.Scale"),
    case("geometry.ScalePyramid", "geometry", built(lambda: kornia.geometry.ScalePyramid(3, 15), seed=1805466323),
         [rand(2, 4, 100, 100, seed=930325920)],
         note="discovered: docstring example of kornia.geometry.ScalePyramid"),
    case("geometry.Se2.adjoint", "geometry", built(lambda: kornia.geometry.Se2.identity(), seed=1124346672),
         [],
         method="adjoint", ref="kornia.geometry.Se2.adjoint", note="discovered: docstring example of kornia.geometry.Se2.adjoint"),
    case("geometry.Se2.log", "geometry", built(lambda: kornia.geometry.Se2.exp(torch.ones((1, 3))), seed=959723941),
         [],
         method="log", ref="kornia.geometry.Se2.log", note="discovered: docstring example of kornia.geometry.Se2.log"),
    case("geometry.Se2.matrix", "geometry", built(lambda: kornia.geometry.Se2(kornia.geometry.So2.identity(1), torch.ones(1, 2)), seed=1153636320),
         [],
         method="matrix", ref="kornia.geometry.Se2.matrix", note="discovered: docstring example of kornia.geometry.Se2.matrix"),
    case("geometry.Se3.adjoint", "geometry", built(lambda: kornia.geometry.Se3.identity(), seed=2038594411),
         [],
         method="adjoint", ref="kornia.geometry.Se3.adjoint", note="discovered: docstring example of kornia.geometry.Se3.adjoint"),
    case("geometry.Se3.log", "geometry", built(lambda: kornia.geometry.Se3(kornia.geometry.Quaternion.identity(), torch.zeros(3)), seed=1658010078),
         [],
         method="log", ref="kornia.geometry.Se3.log", note="discovered: docstring example of kornia.geometry.Se3.log"),
    case("geometry.Se3.matrix", "geometry", built(lambda: kornia.geometry.Se3(kornia.geometry.So3.identity(), torch.ones(3)), seed=1012333125),
         [],
         method="matrix", ref="kornia.geometry.Se3.matrix", note="discovered: docstring example of kornia.geometry.Se3.matrix"),
    case("geometry.Shear", "geometry", built(lambda: kornia.geometry.Shear(torch.tensor([[0.5, 0.0]])), seed=1030755230),
         [rand(1, 3, 4, 4, seed=31094293)],
         note="discovered: docstring example of kornia.geometry.Shear"),
    case("geometry.So2.adjoint", "geometry", built(lambda: kornia.geometry.So2.identity(), seed=828078698),
         [],
         method="adjoint", ref="kornia.geometry.So2.adjoint", note="discovered: docstring example of kornia.geometry.So2.adjoint"),
    case("geometry.So2.log", "geometry", built(lambda: kornia.geometry.So2(load('0be427c6d71798db')), seed=782125883),
         [],
         method="log", ref="kornia.geometry.So2.log", note="discovered: docstring example of kornia.geometry.So2.log"),
    case("geometry.So2.matrix", "geometry", built(lambda: kornia.geometry.So2.identity(), seed=2078549022),
         [],
         method="matrix", ref="kornia.geometry.So2.matrix", note="discovered: docstring example of kornia.geometry.So2.matrix"),
    case("geometry.So3.adjoint", "geometry", built(lambda: kornia.geometry.So3.identity(), seed=452052093),
         [],
         method="adjoint", ref="kornia.geometry.So3.adjoint", note="discovered: docstring example of kornia.geometry.So3.adjoint"),
    case("geometry.So3.log", "geometry", built(lambda: kornia.geometry.So3.identity(batch_size=2), seed=575097732),
         [],
         method="log", ref="kornia.geometry.So3.log", note="discovered: docstring example of kornia.geometry.So3.log"),
    case("geometry.So3.matrix", "geometry", built(lambda: kornia.geometry.So3.identity(), seed=2139915867),
         [],
         method="matrix", ref="kornia.geometry.So3.matrix", note="discovered: docstring example of kornia.geometry.So3.matrix"),
    case("geometry.Translate", "geometry", built(lambda: kornia.geometry.Translate(torch.tensor([[1.0, 0.0]])), seed=91913677),
         [rand(1, 3, 4, 4, seed=1595734382)],
         note="discovered: docstring example of kornia.geometry.Translate"),
    case("geometry.Vflip", "geometry", built(lambda: kornia.geometry.Vflip(), seed=1143111170),
         [torch.tensor([[[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 1.0, 1.0]]]])],
         note="discovered: docstring example of kornia.geometry.Vflip"),
    case("geometry.affine", "geometry", kornia.geometry.affine,
         [rand(1, 2, 3, 5, seed=764787141), torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]]])],
         note="discovered: docstring example of kornia.geometry.affine"),
    case("geometry.affine3d", "geometry", kornia.geometry.affine3d,
         [rand(1, 2, 4, 3, 5, seed=1131369274), torch.tensor([[[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0]]])],
         note="discovered: docstring example of kornia.geometry.affine3d"),
    case("geometry.angle_to_rotation_matrix", "geometry", kornia.geometry.angle_to_rotation_matrix,
         [rand(1, 3, seed=421177606)],
         note="discovered: docstring example of kornia.geometry.angle_to_rotation_matrix"),
    case("geometry.axis_angle_to_quaternion", "geometry", kornia.geometry.axis_angle_to_quaternion,
         [torch.tensor((0.0, 1.0, 0.0))],
         note="discovered: docstring example of kornia.geometry.axis_angle_to_quaternion"),
    case("geometry.axis_angle_to_rotation_matrix", "geometry", kornia.geometry.axis_angle_to_rotation_matrix,
         [torch.tensor([[0.0, 0.0, 0.0]])],
         note="discovered: docstring example of kornia.geometry.axis_angle_to_rotation_matrix"),
    case("geometry.batched_dot_product", "geometry", kornia.geometry.batched_dot_product,
         [torch.tensor([0.0, 0.0, 0.0]), torch.tensor([0.0, 0.0, 0.0])],
         note="discovered: docstring example of kornia.geometry.NamedPose.__mul__"),
    case("geometry.bbox_generator", "geometry", kornia.geometry.bbox_generator,
         [torch.tensor([0, 1]), torch.tensor([1, 0]), torch.tensor([5, 3]), torch.tensor([7, 4])],
         note="discovered: docstring example of kornia.geometry.bbox_generator"),
    case("geometry.bbox_generator3d", "geometry", kornia.geometry.bbox_generator3d,
         [torch.tensor([0, 3]), torch.tensor([1, 4]), torch.tensor([2, 5]), torch.tensor([10, 40]), torch.tensor([20, 50]), torch.tensor([30, 60])],
         note="discovered: docstring example of kornia.geometry.bbox_generator3d"),
    case("geometry.bbox_to_mask", "geometry", kornia.geometry.bbox_to_mask,
         [torch.tensor([[[1.0, 1.0], [3.0, 1.0], [3.0, 2.0], [1.0, 2.0]]])], {'width': 5, 'height': 5},
         note="discovered: docstring example of kornia.geometry.bbox_to_mask"),
    case("geometry.bbox_to_mask3d", "geometry", kornia.geometry.bbox_to_mask3d,
         [torch.tensor([[[1.0, 1.0, 1.0], [2.0, 1.0, 1.0], [2.0, 2.0, 1.0], [1.0, 2.0, 1.0], [1.0, 1.0, 2.0], [2.0, 1.0, 2.0], [2.0, 2.0, 2.0], [1.0, 2.0, 2.0]]])], {'size': (4, 5, 5)},
         note="discovered: docstring example of kornia.geometry.bbox_to_mask3d"),
    case("geometry.boxes.Boxes.get_boxes_shape", "geometry.boxes", built(lambda: kornia.geometry.boxes.Boxes.from_tensor(torch.tensor([[[1, 1, 2, 2], [1, 1, 3, 2]]])), seed=1533918275),
         [],
         method="get_boxes_shape", ref="kornia.geometry.boxes.Boxes.get_boxes_shape", note="discovered: docstring example of kornia.geometry.boxes.Boxes.get_boxes_shape"),
    case("geometry.boxes.Boxes.to_mask", "geometry.boxes", built(lambda: kornia.geometry.boxes.Boxes(torch.tensor([[[1.0, 1.0], [4.0, 1.0], [4.0, 3.0], [1.0, 3.0]]])), seed=1686624477),
         [], {'height': 5, 'width': 5},
         method="to_mask", ref="kornia.geometry.boxes.Boxes.to_mask", note="discovered: docstring example of kornia.geometry.boxes.Boxes.to_mask"),
    case("geometry.boxes.Boxes.to_tensor", "geometry.boxes", built(lambda: kornia.geometry.boxes.Boxes.from_tensor(torch.tensor([[0, 3, 1, 4], [5, 1, 8, 4]], dtype=torch.int64)), seed=977109168),
         [], {'mode': 'xyxy'},
         method="to_tensor", ref="kornia.geometry.boxes.Boxes.to_tensor", note="discovered: docstring example of kornia.geometry.boxes.Boxes.to_tensor"),
    case("geometry.boxes.Boxes3D.get_boxes_shape", "geometry.boxes", built(lambda: kornia.geometry.boxes.Boxes3D.from_tensor(torch.tensor([[0, 1, 2, 10, 21, 32], [3, 4, 5, 43, 54, 65]])), seed=652510620),
         [],
         method="get_boxes_shape", ref="kornia.geometry.boxes.Boxes3D.get_boxes_shape", note="discovered: docstring example of kornia.geometry.boxes.Boxes3D.get_boxes_shape"),
    case("geometry.boxes.Boxes3D.to_mask", "geometry.boxes", built(lambda: kornia.geometry.boxes.Boxes3D(torch.tensor([[[1.0, 1.0, 1.0], [3.0, 1.0, 1.0], [3.0, 3.0, 1.0], [1.0, 3.0, 1.0], [1.0, 1.0, 2.0], [3.0, 1.0, 2.0], [3.0, 3.0, 2.0], [1.0, 3.0, 2.0]]])), seed=963157274),
         [], {'depth': 4, 'height': 5, 'width': 5},
         method="to_mask", ref="kornia.geometry.boxes.Boxes3D.to_mask", note="discovered: docstring example of kornia.geometry.boxes.Boxes3D.to_mask"),
    case("geometry.boxes.Boxes3D.to_tensor", "geometry.boxes", built(lambda: kornia.geometry.boxes.Boxes3D.from_tensor(torch.tensor([[0, 3, 6, 1, 4, 8], [5, 1, 3, 8, 4, 9]], dtype=torch.int64), mode='xyzxyz'), seed=216617611),
         [], {'mode': 'xyzxyz'},
         method="to_tensor", ref="kornia.geometry.boxes.Boxes3D.to_tensor", note="discovered: docstring example of kornia.geometry.boxes.Boxes3D.to_tensor"),
    case("geometry.camtoworld_graphics_to_vision_4x4", "geometry", kornia.geometry.camtoworld_graphics_to_vision_4x4,
         [torch.tensor([[[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 1.0]]])],
         note="discovered: docstring example of kornia.geometry.camtoworld_graphics_to_vision_4x4"),
    case("geometry.camtoworld_graphics_to_vision_Rt", "geometry", kornia.geometry.camtoworld_graphics_to_vision_Rt,
         [torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]]), torch.tensor([[[1.0], [1.0], [1.0]]])],
         note="discovered: docstring example of kornia.geometry.camtoworld_graphics_to_vision_Rt"),
    case("geometry.camtoworld_to_worldtocam_Rt", "geometry", kornia.geometry.camtoworld_to_worldtocam_Rt,
         [torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]]), torch.tensor([[[1.0], [1.0], [1.0]]])],
         note="discovered: docstring example of kornia.geometry.camtoworld_to_worldtocam_Rt"),
    case("geometry.camtoworld_vision_to_graphics_4x4", "geometry", kornia.geometry.camtoworld_vision_to_graphics_4x4,
         [torch.tensor([[[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 1.0]]])],
         note="discovered: docstring example of kornia.geometry.camtoworld_vision_to_graphics_4x4"),
    case("geometry.camtoworld_vision_to_graphics_Rt", "geometry", kornia.geometry.camtoworld_vision_to_graphics_Rt,
         [torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]]), torch.tensor([[[1.0], [1.0], [1.0]]])],
         note="discovered: docstring example of kornia.geometry.camtoworld_vision_to_graphics_Rt"),
    case("geometry.cart2pol", "geometry", kornia.geometry.cart2pol,
         [rand(1, 3, 3, seed=2037313061), rand(1, 3, 3, seed=2020535442)],
         note="discovered: docstring example of kornia.geometry.cart2pol"),
    case("geometry.center_crop", "geometry", kornia.geometry.center_crop,
         [torch.tensor([[[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0]]]])], {'size': (2, 4), 'mode': 'nearest', 'align_corners': True},
         note="discovered: docstring example of kornia.geometry.center_crop"),
    case("geometry.center_crop3d", "geometry", kornia.geometry.center_crop3d,
         [torch.tensor([[[[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0], [12.0, 13.0, 14.0, 15.0]], [[16.0, 17.0, 18.0, 19.0], [20.0, 21.0, 22.0, 23.0], [24.0, 25.0, 26.0, 27.0], [28.0, 29.0, 30.0, 31.0]], [[32.0, 33.0, 34.0, 35.0], [36.0, 37.0, 38.0, 39.0], [40.0, 41.0, 42.0, 43.0], [44.0, 45.0, 46.0, 47.0]], [[48.0, 49.0, 50.0, 51.0], [52.0, 53.0, 54.0, 55.0], [56.0, 57.0, 58.0, 59.0], [60.0, 61.0, 62.0, 63.0]]]]])], {'size': (2, 2, 2), 'align_corners': True},
         note="discovered: docstring example of kornia.geometry.center_crop3d"),
    case("geometry.compose_transformations", "geometry", kornia.geometry.compose_transformations,
         [torch.eye(4), torch.eye(4)],
         note="discovered: docstring example of kornia.geometry.compose_transformations"),
    case("geometry.conv_quad_interp3d", "geometry", kornia.geometry.conv_quad_interp3d,
         [randn(2, 3, 5, 64, 64, seed=1342506514)], {'n_iters': 5},
         note="discovered: docstring example of kornia.geometry.conv_quad_interp3d"),
    case("geometry.conv_soft_argmax2d", "geometry", kornia.geometry.conv_soft_argmax2d,
         [randn(20, 16, 50, 32, seed=506918186)], {'kernel_size': (3, 3), 'stride': (2, 2), 'padding': (1, 1), 'output_value': True},
         note="discovered: docstring example of kornia.geometry.conv_soft_argmax2d"),
    case("geometry.conv_soft_argmax3d", "geometry", kornia.geometry.conv_soft_argmax3d,
         [randn(20, 16, 3, 50, 32, seed=1500556267)], {'kernel_size': (3, 3, 3), 'stride': (1, 2, 2), 'padding': (0, 1, 1)},
         note="discovered: docstring example of kornia.geometry.conv_soft_argmax3d"),
    case("geometry.convert_affinematrix_to_homography", "geometry", kornia.geometry.convert_affinematrix_to_homography,
         [torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]]])],
         note="discovered: docstring example of kornia.geometry.convert_affinematrix_to_homography"),
    case("geometry.convert_affinematrix_to_homography3d", "geometry", kornia.geometry.convert_affinematrix_to_homography3d,
         [torch.tensor([[[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0]]])],
         note="discovered: docstring example of kornia.geometry.convert_affinematrix_to_homography3d"),
    case("geometry.convert_points_from_homogeneous", "geometry", kornia.geometry.convert_points_from_homogeneous,
         [torch.tensor([[0.0, 0.0, 1.0]])],
         note="discovered: docstring example of kornia.geometry.convert_points_from_homogeneous"),
    case("geometry.convert_points_to_homogeneous", "geometry", kornia.geometry.convert_points_to_homogeneous,
         [torch.tensor([[0.0, 0.0]])],
         note="discovered: docstring example of kornia.geometry.convert_points_to_homogeneous"),
    case("geometry.create_meshgrid", "geometry", kornia.geometry.create_meshgrid,
         [], {'height': 2, 'width': 2, 'align_corners': False},
         note="discovered: docstring example of kornia.geometry.create_meshgrid"),
    case("geometry.create_meshgrid[2]", "geometry", kornia.geometry.create_meshgrid,
         [], {'height': 2, 'width': 2, 'normalized_coordinates': False},
         note="discovered: docstring example of kornia.geometry.create_meshgrid"),
    case("geometry.create_meshgrid[3]", "geometry", kornia.geometry.create_meshgrid,
         [], {'height': 2, 'width': 2},
         note="discovered: docstring example of kornia.geometry.create_meshgrid"),
    case("geometry.crop_and_resize", "geometry", kornia.geometry.crop_and_resize,
         [torch.tensor([[[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0]]]]), torch.tensor([[[1.0, 1.0], [2.0, 1.0], [2.0, 2.0], [1.0, 2.0]]])], {'size': (2, 2), 'mode': 'nearest', 'align_corners': True},
         note="discovered: docstring example of kornia.geometry.crop_and_resize"),
    case("geometry.crop_and_resize3d", "geometry", kornia.geometry.crop_and_resize3d,
         [torch.tensor([[[[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0], [12.0, 13.0, 14.0, 15.0]], [[16.0, 17.0, 18.0, 19.0], [20.0, 21.0, 22.0, 23.0], [24.0, 25.0, 26.0, 27.0], [28.0, 29.0, 30.0, 31.0]], [[32.0, 33.0, 34.0, 35.0], [36.0, 37.0, 38.0, 39.0], [40.0, 41.0, 42.0, 43.0], [44.0, 45.0, 46.0, 47.0]], [[48.0, 49.0, 50.0, 51.0], [52.0, 53.0, 54.0, 55.0], [56.0, 57.0, 58.0, 59.0], [60.0, 61.0, 62.0, 63.0]]]]]), torch.tensor([[[1.0, 1.0, 1.0], [3.0, 1.0, 1.0], [3.0, 3.0, 1.0], [1.0, 3.0, 1.0], [1.0, 1.0, 2.0], [3.0, 1.0, 2.0], [3.0, 3.0, 2.0], [1.0, 3.0, 2.0]]])], {'size': (2, 2, 2), 'align_corners': True},
         note="discovered: docstring example of kornia.geometry.crop_and_resize3d"),
    case("geometry.crop_by_boxes", "geometry", kornia.geometry.crop_by_boxes,
         [torch.tensor([[[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0], [12.0, 13.0, 14.0, 15.0]]]]), torch.tensor([[[1.0, 1.0], [2.0, 1.0], [2.0, 2.0], [1.0, 2.0]]]), torch.tensor([[[0.0, 0.0], [1.0, 0.0], [1.0, 1.0], [0.0, 1.0]]])], {'align_corners': True},
         note="discovered: docstring example of kornia.geometry.crop_by_boxes"),
    case("geometry.crop_by_boxes3d", "geometry", kornia.geometry.crop_by_boxes3d,
         [torch.tensor([[[[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0], [12.0, 13.0, 14.0, 15.0]], [[16.0, 17.0, 18.0, 19.0], [20.0, 21.0, 22.0, 23.0], [24.0, 25.0, 26.0, 27.0], [28.0, 29.0, 30.0, 31.0]], [[32.0, 33.0, 34.0, 35.0], [36.0, 37.0, 38.0, 39.0], [40.0, 41.0, 42.0, 43.0], [44.0, 45.0, 46.0, 47.0]]]]]), torch.tensor([[[1.0, 1.0, 1.0], [3.0, 1.0, 1.0], [3.0, 3.0, 1.0], [1.0, 3.0, 1.0], [1.0, 1.0, 2.0], [3.0, 1.0, 2.0], [3.0, 3.0, 2.0], [1.0, 3.0, 2.0]]]), torch.tensor([[[0.0, 0.0, 0.0], [2.0, 0.0, 0.0], [2.0, 2.0, 0.0], [0.0, 2.0, 0.0], [0.0, 0.0, 1.0], [2.0, 0.0, 1.0], [2.0, 2.0, 1.0], [0.0, 2.0, 1.0]]])], {'interpolation': 'nearest', 'align_corners': True},
         note="discovered: docstring example of kornia.geometry.crop_by_boxes3d"),
    case("geometry.deg2rad", "geometry", kornia.geometry.deg2rad,
         [torch.tensor(180.0)],
         note="discovered: docstring example of kornia.geometry.deg2rad"),
    case("geometry.denormalize_pixel_coordinates", "geometry", kornia.geometry.denormalize_pixel_coordinates,
         [torch.tensor([[-1.0, -1.0]])], {'height': 100, 'width': 50},
         note="discovered: docstring example of kornia.geometry.denormalize_pixel_coordinates"),
    case("geometry.denormalize_points_with_intrinsics", "geometry", kornia.geometry.denormalize_points_with_intrinsics,
         [rand(1, 2, seed=675943336), torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]])],
         note="discovered: docstring example of kornia.geometry.denormalize_points_with_intrinsics"),
    case("geometry.depth_from_disparity", "geometry", kornia.geometry.depth_from_disparity,
         [rand(4, 1, 4, 4, seed=551926662), rand(1, seed=568704281), rand(1, seed=518371424)],
         note="discovered: docstring example of kornia.geometry.depth_from_disparity"),
    case("geometry.depth_to_3d", "geometry", kornia.geometry.depth_to_3d,
         [rand(1, 1, 4, 4, seed=1922610547), torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]])],
         note="discovered: docstring example of kornia.geometry.depth_to_3d"),
    case("geometry.depth_to_3d_v2", "geometry", kornia.geometry.depth_to_3d_v2,
         [rand(4, 4, seed=8396370), torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]], [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]])],
         note="discovered: docstring example of kornia.geometry.depth_to_3d_v2"),
    case("geometry.depth_to_normals", "geometry", kornia.geometry.depth_to_normals,
         [rand(1, 1, 4, 4, seed=1359075642), torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]])],
         note="discovered: docstring example of kornia.geometry.depth_to_normals"),
    case("geometry.depth_warp", "geometry", lambda x0, x1: kornia.geometry.depth_warp(kornia.geometry.PinholeCamera(torch.tensor([[[-1.1258398294448853, -1.152360200881958, -0.2505785822868347, -0.4338788092136383], [0.8487103581428528, 0.6920091509819031, -0.31601276993751526, -2.1152193546295166], [0.32227492332458496, -1.2633347511291504, 0.34998318552970886, 0.30813392996788025], [0.11984150856733322, 1.237657904624939, 1.1167771816253662, -0.2472781538963318]]]), torch.tensor([[[-1.3526537418365479, -1.6959311962127686, 0.5666506290435791, 0.7935083508491516], [0.5988394618034363, -1.5550950765609741, -0.3413603901863098, 1.85300612449646], [0.750189483165741, -0.5854975581169128, -0.1733967512845993, 0.18347793817520142], [1.3893661499023438, 1.586334228515625, 0.946298360824585, -0.843676745891571]]]), torch.tensor([32]), torch.tensor([32])), kornia.geometry.PinholeCamera(torch.tensor([[[-0.6135830879211426, 0.03159274160861969, -0.4926769733428955, 0.2484147548675537], [0.4396958351135254, 0.11241118609905243, 0.6407923698425293, 0.441156268119812], [-0.10230965167284012, 0.7924439907073975, -0.28966769576072693, 0.05250748619437218], [0.5228604674339294, 2.3022053241729736, -1.4688938856124878, -1.586688756942749]]]), torch.tensor([[[-0.6730899214744568, 0.8728312253952026, 1.0553574562072754, 0.17784371972084045], [-0.23033547401428223, -0.3917543888092041, 0.5432947278022766, -0.3951575458049774], [-0.4462171792984009, 0.7440207004547119, 1.5209795236587524, 3.4105026721954346], [-1.5311843156814575, -1.2341350317001343, 1.8197252750396729, -0.5515286922454834]]]), torch.tensor([32]), torch.tensor([32])), x0, x1, 32, 32),
         [torch.ones(1, 1, 32, 32), rand(1, 3, 32, 32, seed=347330477)],
         ref="kornia.geometry.depth_warp", note="discovered: docstring example of kornia.geometry.depth_warp"),
    case("geometry.distort_points", "geometry", kornia.geometry.distort_points,
         [rand(1, 1, 2, seed=878492337), torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]]), rand(1, 4, seed=844937099)],
         note="discovered: docstring example of kornia.geometry.distort_points"),
    case("geometry.distort_points_affine", "geometry", kornia.geometry.distort_points_affine,
         [torch.tensor([319.5, 239.5]), torch.tensor([600.0, 600.0, 319.5, 239.5])],
         note="discovered: docstring example of kornia.geometry.distort_points_affine"),
    case("geometry.distort_points_kannala_brandt", "geometry", kornia.geometry.distort_points_kannala_brandt,
         [torch.tensor([319.5, 239.5]), torch.tensor([1000.0, 1000.0, 320.0, 280.0, 0.1, 0.01, 0.001, 0.0001])],
         note="discovered: docstring example of kornia.geometry.distort_points_kannala_brandt"),
    case("geometry.dx_distort_points_affine", "geometry", kornia.geometry.dx_distort_points_affine,
         [torch.tensor([319.5, 239.5]), torch.tensor([600.0, 600.0, 319.5, 239.5])],
         note="discovered: docstring example of kornia.geometry.dx_distort_points_affine"),
    case("geometry.dx_distort_points_kannala_brandt", "geometry", kornia.geometry.dx_distort_points_kannala_brandt,
         [torch.tensor([1.0, 2.0]), torch.tensor([1000.0, 1000.0, 320.0, 280.0, 0.1, 0.01, 0.001, 0.0001])],
         note="discovered: docstring example of kornia.geometry.dx_distort_points_kannala_brandt"),
    case("geometry.dx_project_points_orthographic", "geometry", kornia.geometry.dx_project_points_orthographic,
         [torch.tensor([1.0, 2.0, 3.0])],
         note="discovered: docstring example of kornia.geometry.dx_project_points_orthographic"),
    case("geometry.dx_project_points_z1", "geometry", kornia.geometry.dx_project_points_z1,
         [torch.tensor([1.0, 2.0, 3.0])],
         note="discovered: docstring example of kornia.geometry.dx_project_points_z1"),
    case("geometry.elastic_transform2d", "geometry", kornia.geometry.elastic_transform2d,
         [rand(1, 3, 5, 5, seed=1601424454), torch.tensor([[[[0.9411783814430237, 0.5995072722434998, 0.06520867347717285, 0.5459962487220764, 0.18719732761383057], [0.03402292728424072, 0.944246232509613, 0.8801798820495605, 0.0012360215187072754, 0.5935860276222229], [0.4157699942588806, 0.41771942377090454, 0.2711215615272522, 0.6922780871391296, 0.2038482427597046], [0.6832956671714783, 0.75285404920578, 0.8579357862472534, 0.6869555711746216, 0.0051323771476745605], [0.17565155029296875, 0.7496575117111206, 0.6046506762504578, 0.1099579930305481, 0.21209025382995605]], [[0.9703746438026428, 0.8369089365005493, 0.28198742866516113, 0.3741576075553894, 0.023700952529907227], [0.49101293087005615, 0.12347054481506348, 0.11432164907455444, 0.4724501967430115, 0.5750725269317627], [0.2952348589897156, 0.7966887950897217, 0.19573044776916504, 0.9536850452423096, 0.8426499366760254], [0.07835853099822998, 0.3755578398704529, 0.5225613117218018, 0.572950541973114, 0.6185871362686157], [0.6962141394615173, 0.5299500823020935, 0.25603562593460083, 0.7365944981575012, 0.020375549793243408]]]])], {'kernel_size': (3, 3)},
         note="discovered: docstring example of kornia.geometry.elastic_transform2d"),
    case("geometry.elastic_transform2d[2]", "geometry", lambda x0, x1, x2: kornia.geometry.elastic_transform2d(x0, x1, (3, 3), alpha=x2),
         [rand(1, 3, 5, 5, seed=1817226188), rand(1, 2, 5, 5, seed=1834003807), torch.tensor([16.0, 32.0])],
         ref="kornia.geometry.elastic_transform2d", note="discovered: docstring example of kornia.geometry.elastic_transform2d"),
    case("geometry.elastic_transform2d[3]", "geometry", lambda x0, x1, x2: kornia.geometry.elastic_transform2d(x0, x1, (3, 3), x2),
         [rand(1, 3, 5, 5, seed=1737155193), rand(1, 2, 5, 5, seed=1720377574), torch.tensor([4.0, 4.0])],
         ref="kornia.geometry.elastic_transform2d", note="discovered: docstring example of kornia.geometry.elastic_transform2d"),
    case("geometry.fit_line", "geometry", kornia.geometry.fit_line,
         [rand(2, 10, 3, seed=1778933976), torch.ones(2, 10)],
         note="discovered: docstring example of kornia.geometry.fit_line"),
    case("geometry.get_perspective_transform", "geometry", kornia.geometry.get_perspective_transform,
         [torch.tensor([[[0.0, 0.0], [1.0, 0.0], [1.0, 1.0], [0.0, 1.0]]]), torch.tensor([[[1.0, 0.0], [0.0, 0.0], [0.0, 1.0], [1.0, 1.0]]])],
         note="discovered: docstring example of kornia.geometry.get_perspective_transform"),
    case("geometry.get_rotation_matrix2d", "geometry", kornia.geometry.get_rotation_matrix2d,
         [torch.zeros(1, 2), torch.tensor([45.0]), torch.ones((1, 2))],
         note="discovered: docstring example of kornia.geometry.get_rotation_matrix2d"),
    case("geometry.get_shear_matrix2d", "geometry", lambda x0, x1: kornia.geometry.get_shear_matrix2d(x0, sx=x1),
         [torch.tensor([[0.0, 0.0]]), randn(1, seed=852841877)],
         ref="kornia.geometry.get_shear_matrix2d", note="discovered: docstring example of kornia.geometry.get_shear_matrix2d"),
    case("geometry.get_shear_matrix3d", "geometry", lambda x0, x1, x2, x3, x4: kornia.geometry.get_shear_matrix3d(x0, sxy=x1, sxz=x2, syx=x3, syz=x4),
         [torch.tensor([[0.0, 0.0, 0.0]]), torch.tensor([1.5409960746765137]), torch.tensor([-0.293428897857666]), torch.tensor([-2.1787893772125244]), torch.tensor([0.5684312582015991])],
         ref="kornia.geometry.get_shear_matrix3d", note="discovered: docstring example of kornia.geometry.get_shear_matrix3d"),
    case("geometry.get_tps_transform", "geometry", kornia.geometry.get_tps_transform,
         [rand(1, 5, 2, seed=1756460925), rand(1, 5, 2, seed=1739683306)],
         note="discovered: docstring example of kornia.geometry.get_tps_transform"),
    case("geometry.homography_warp", "geometry", kornia.geometry.homography_warp,
         [rand(1, 4, 5, 6, seed=575484805), torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]])], {'dsize': (4, 2), 'align_corners': True, 'normalized_homography': False},
         note="discovered: docstring example of kornia.geometry.homography_warp"),
    case("geometry.homography_warp[1x3x32x32]", "geometry", kornia.geometry.homography_warp,
         [rand(1, 3, 32, 32, seed=1537078119), torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]])], {'dsize': (32, 32)},
         note="discovered: docstring example of kornia.geometry.homography_warp"),
    case("geometry.homography_warp3d", "geometry", kornia.geometry.homography_warp3d,
         [rand(1, 3, 8, 32, 32, seed=316415354), torch.tensor([[[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 1.0]]])], {'dsize': (8, 32, 32)},
         note="discovered: docstring example of kornia.geometry.homography_warp3d"),
    case("geometry.infer_bbox_shape", "geometry", kornia.geometry.infer_bbox_shape,
         [torch.tensor([[[1.0, 1.0], [2.0, 1.0], [2.0, 2.0], [1.0, 2.0]], [[1.0, 1.0], [3.0, 1.0], [3.0, 2.0], [1.0, 2.0]]])],
         note="discovered: docstring example of kornia.geometry.infer_bbox_shape"),
    case("geometry.infer_bbox_shape3d", "geometry", kornia.geometry.infer_bbox_shape3d,
         [torch.tensor([[[0, 1, 2], [10, 1, 2], [10, 21, 2], [0, 21, 2], [0, 1, 32], [10, 1, 32], [10, 21, 32], [0, 21, 32]], [[3, 4, 5], [43, 4, 5], [43, 54, 5], [3, 54, 5], [3, 4, 65], [43, 4, 65], [43, 54, 65], [3, 54, 65]]])],
         note="discovered: docstring example of kornia.geometry.infer_bbox_shape3d"),
    case("geometry.inverse_transformation", "geometry", kornia.geometry.inverse_transformation,
         [torch.tensor([[[0.0, -1.0, 0.0, 1.0], [1.0, 0.0, 0.0, 2.0], [0.0, 0.0, 1.0, 3.0], [0.0, 0.0, 0.0, 1.0]]])],
         note="discovered: docstring example of kornia.geometry.inverse_transformation"),
    case("geometry.iterative_quad_interp3d", "geometry", kornia.geometry.iterative_quad_interp3d,
         [randn(2, 3, 3, 8, 8, seed=1135904045)], {'n_iters': 5},
         note="discovered: docstring example of kornia.geometry.iterative_quad_interp3d"),
    case("geometry.matrix4x4_to_Rt", "geometry", kornia.geometry.matrix4x4_to_Rt,
         [torch.tensor([[[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 1.0]]])],
         note="discovered: docstring example of kornia.geometry.matrix4x4_to_Rt"),
    case("geometry.nms", "geometry", kornia.geometry.nms,
         [torch.tensor([[10.0, 10.0, 20.0, 20.0], [15.0, 5.0, 15.0, 25.0], [100.0, 100.0, 200.0, 200.0], [100.0, 100.0, 200.0, 200.0]]), torch.tensor([0.9, 0.8, 0.7, 0.9])], {'iou_threshold': 0.8},
         note="discovered: docstring example of kornia.geometry.nms"),
    case("geometry.nms3d_minmax", "geometry", kornia.geometry.nms3d_minmax,
         [randn(1, 1, 5, 10, 10, seed=1447381694)],
         note="discovered: docstring example of kornia.geometry.nms3d_minmax"),
    case("geometry.normal_transform_pixel", "geometry", kornia.geometry.normal_transform_pixel,
         [], {'height': 4, 'width': 5},
         note="discovered: docstring example of kornia.geometry.normal_transform_pixel"),
    case("geometry.normal_transform_pixel3d", "geometry", kornia.geometry.normal_transform_pixel3d,
         [], {'depth': 2, 'height': 4, 'width': 5},
         note="discovered: docstring example of kornia.geometry.normal_transform_pixel3d"),
    case("geometry.normalize_pixel_coordinates", "geometry", kornia.geometry.normalize_pixel_coordinates,
         [torch.tensor([[50.0, 100.0]])], {'height': 100, 'width': 50},
         note="discovered: docstring example of kornia.geometry.normalize_pixel_coordinates"),
    case("geometry.normalize_points_with_intrinsics", "geometry", kornia.geometry.normalize_points_with_intrinsics,
         [rand(1, 2, seed=1267914711), torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]])],
         note="discovered: docstring example of kornia.geometry.normalize_points_with_intrinsics"),
    case("geometry.normalize_quaternion", "geometry", kornia.geometry.normalize_quaternion,
         [torch.tensor((1.0, 0.0, 1.0, 0.0))],
         note="discovered: docstring example of kornia.geometry.normalize_quaternion"),
    case("geometry.null_vector_3x4", "geometry", kornia.geometry.null_vector_3x4,
         [torch.tensor([[[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0]]])],
         note="discovered: docstring example of kornia.geometry.null_vector_3x4"),
    case("geometry.pol2cart", "geometry", kornia.geometry.pol2cart,
         [rand(1, 3, 3, seed=936630427), rand(1, 3, 3, seed=919852808)],
         note="discovered: docstring example of kornia.geometry.pol2cart"),
    case("geometry.project_points", "geometry", kornia.geometry.project_points,
         [rand(1, 3, seed=2074646475), torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]])],
         note="discovered: docstring example of kornia.geometry.project_points"),
    case("geometry.project_points_orthographic", "geometry", kornia.geometry.project_points_orthographic,
         [torch.tensor([1.0, 2.0, 3.0])],
         note="discovered: docstring example of kornia.geometry.project_points_orthographic"),
    case("geometry.project_points_z1", "geometry", kornia.geometry.project_points_z1,
         [torch.tensor([1.0, 2.0, 3.0])],
         note="discovered: docstring example of kornia.geometry.project_points_z1"),
    case("geometry.pyrdown", "geometry", kornia.geometry.pyrdown,
         [torch.tensor([[[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0], [12.0, 13.0, 14.0, 15.0]]]])], {'align_corners': True},
         note="discovered: docstring example of kornia.geometry.pyrdown"),
    case("geometry.pyrup", "geometry", kornia.geometry.pyrup,
         [torch.tensor([[[[0.0, 1.0], [2.0, 3.0]]]])], {'align_corners': True},
         note="discovered: docstring example of kornia.geometry.pyrup"),
    case("geometry.quaternion_exp_to_log", "geometry", kornia.geometry.quaternion_exp_to_log,
         [torch.tensor((1.0, 0.0, 0.0, 0.0))], {'eps': 1.1920928955078125e-07},
         note="discovered: docstring example of kornia.geometry.quaternion_exp_to_log"),
    case("geometry.quaternion_log_to_exp", "geometry", kornia.geometry.quaternion_log_to_exp,
         [torch.tensor((0.0, 0.0, 0.0))], {'eps': 1.1920928955078125e-07},
         note="discovered: docstring example of kornia.geometry.quaternion_log_to_exp"),
    case("geometry.quaternion_to_axis_angle", "geometry", kornia.geometry.quaternion_to_axis_angle,
         [torch.tensor((1.0, 0.0, 0.0, 0.0))],
         note="discovered: docstring example of kornia.geometry.quaternion_to_axis_angle"),
    case("geometry.quaternion_to_rotation_matrix", "geometry", kornia.geometry.quaternion_to_rotation_matrix,
         [torch.tensor((0.0, 0.0, 0.0, 1.0))],
         note="discovered: docstring example of kornia.geometry.quaternion_to_rotation_matrix"),
    case("geometry.rad2deg", "geometry", kornia.geometry.rad2deg,
         [torch.tensor(3.1415926535)],
         note="discovered: docstring example of kornia.geometry.rad2deg"),
    case("geometry.relative_transformation", "geometry", kornia.geometry.relative_transformation,
         [torch.eye(4), torch.eye(4)],
         note="discovered: docstring example of kornia.geometry.relative_transformation"),
    case("geometry.remap", "geometry", kornia.geometry.remap,
         [torch.ones(1, 1, 2, 2), torch.tensor([[[1.0, 2.0], [1.0, 2.0]]]), torch.tensor([[[1.0, 1.0], [2.0, 2.0]]])], {'align_corners': True},
         note="discovered: docstring example of kornia.geometry.remap"),
    case("geometry.rescale", "geometry", kornia.geometry.rescale,
         [rand(1, 3, 4, 4, seed=704498577)], {'factor': (2, 3)},
         note="discovered: docstring example of kornia.geometry.rescale"),
    case("geometry.resize", "geometry", kornia.geometry.resize,
         [rand(1, 3, 4, 4, seed=334711466)], {'size': (6, 8)},
         note="discovered: docstring example of kornia.geometry.resize"),
    case("geometry.rotate", "geometry", kornia.geometry.rotate,
         [rand(1, 3, 4, 4, seed=313119289), torch.tensor([90.0])],
         note="discovered: docstring example of kornia.geometry.rotate"),
    case("geometry.rotation_matrix_to_axis_angle", "geometry", kornia.geometry.rotation_matrix_to_axis_angle,
         [torch.tensor([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]])],
         note="discovered: docstring example of kornia.geometry.rotation_matrix_to_axis_angle"),
    case("geometry.rotation_matrix_to_quaternion", "geometry", kornia.geometry.rotation_matrix_to_quaternion,
         [torch.tensor([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]])],
         note="discovered: docstring example of kornia.geometry.rotation_matrix_to_quaternion"),
    case("geometry.scale", "geometry", kornia.geometry.scale,
         [rand(1, 3, 4, 4, seed=567874458), torch.tensor([[2.0, 2.0]])],
         note="discovered: docstring example of kornia.geometry.scale"),
    case("geometry.shear", "geometry", kornia.geometry.shear,
         [rand(1, 3, 4, 4, seed=847466933), torch.tensor([[0.5, 0.0]])],
         note="discovered: docstring example of kornia.geometry.shear"),
    case("geometry.solve_cubic", "geometry", kornia.geometry.solve_cubic,
         [torch.tensor([[1.0, 0.0, 0.0, 1.0]])],
         note="discovered: docstring example of kornia.geometry.solve_cubic"),
    case("geometry.solve_pnp_dlt", "geometry", kornia.geometry.solve_pnp_dlt,
         [torch.tensor([[[5.0, -5.0, 0.0], [0.0, 0.0, 1.5], [2.5, 3.0, 6.0], [9.0, -2.0, 3.0], [-4.0, 5.0, 2.0], [-5.0, 5.0, 1.0]]], dtype=torch.float64), torch.tensor([[[1409.1504, -800.936], [407.0207, -182.1229], [392.7021, 177.9428], [1016.838, -2.9416], [-63.1116, 142.9204], [-219.3874, 99.666]]], dtype=torch.float64), torch.tensor([[[500.0, 0.0, 250.0], [0.0, 500.0, 250.0], [0.0, 0.0, 1.0]]], dtype=torch.float64)],
         note="discovered: docstring example of kornia.geometry.solve_pnp_dlt"),
    case("geometry.solve_quadratic", "geometry", kornia.geometry.solve_quadratic,
         [torch.tensor([[1.0, 4.0, 4.0]])],
         note="discovered: docstring example of kornia.geometry.solve_quadratic"),
    case("geometry.solve_quartic", "geometry", kornia.geometry.solve_quartic,
         [torch.tensor([[1.0, -10.0, 35.0, -50.0, 24.0]])],
         note="discovered: docstring example of kornia.geometry.solve_quartic"),
    case("geometry.spatial_expectation2d", "geometry", kornia.geometry.spatial_expectation2d,
         [torch.tensor([[[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 1.0, 0.0]]]])], {'normalized_coordinates': False},
         note="discovered: docstring example of kornia.geometry.spatial_expectation2d"),
    case("geometry.spatial_soft_argmax2d", "geometry", kornia.geometry.spatial_soft_argmax2d,
         [torch.tensor([[[[0.0, 0.0, 0.0], [0.0, 10.0, 0.0], [0.0, 0.0, 0.0]]]])], {'normalized_coordinates': False},
         note="discovered: docstring example of kornia.geometry.spatial_soft_argmax2d"),
    case("geometry.spatial_softmax2d", "geometry", kornia.geometry.spatial_softmax2d,
         [torch.tensor([[[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 1.0, 2.0]]]])],
         note="discovered: docstring example of kornia.geometry.spatial_softmax2d"),
    case("geometry.transform_points", "geometry", kornia.geometry.transform_points,
         [torch.tensor([[[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 1.0]]]), rand(2, 4, 3, seed=779953467)],
         note="discovered: docstring example of kornia.geometry.transform_points"),
    case("geometry.translate", "geometry", kornia.geometry.translate,
         [rand(1, 3, 4, 4, seed=139333774), torch.tensor([[1.0, 0.0]])],
         note="discovered: docstring example of kornia.geometry.translate"),
    case("geometry.triangulate_points", "geometry", kornia.geometry.triangulate_points,
         [torch.tensor([[[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0]]]), torch.tensor([[[1.0, 0.0, 0.0, -1.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0]]]), rand(1, 5, 2, seed=1402713688), rand(1, 5, 2, seed=1419491307)],
         note="discovered: docstring example of kornia.geometry.triangulate_points"),
    case("geometry.undistort_image", "geometry", kornia.geometry.undistort_image,
         [rand(1, 3, 5, 5, seed=1777186696), torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]]), rand(1, 4, seed=1810741934)],
         note="discovered: docstring example of kornia.geometry.undistort_image"),
    case("geometry.undistort_points", "geometry", kornia.geometry.undistort_points,
         [rand(1, 4, 2, seed=908741762), torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]]), rand(1, 4, seed=875186524)],
         note="discovered: docstring example of kornia.geometry.undistort_points"),
    case("geometry.undistort_points_affine", "geometry", kornia.geometry.undistort_points_affine,
         [torch.tensor([319.5, 239.5]), torch.tensor([600.0, 600.0, 319.5, 239.5])],
         note="discovered: docstring example of kornia.geometry.undistort_points_affine"),
    case("geometry.undistort_points_kannala_brandt", "geometry", kornia.geometry.undistort_points_kannala_brandt,
         [torch.tensor([319.5, 239.5]), torch.tensor([1000.0, 1000.0, 320.0, 280.0, 0.1, 0.01, 0.001, 0.0001])],
         note="discovered: docstring example of kornia.geometry.undistort_points_kannala_brandt"),
    case("geometry.unproject_points", "geometry", kornia.geometry.unproject_points,
         [rand(1, 2, seed=1680375224), torch.ones(1, 1), torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]])],
         note="discovered: docstring example of kornia.geometry.unproject_points"),
    case("geometry.unproject_points_orthographic", "geometry", kornia.geometry.unproject_points_orthographic,
         [torch.tensor([1.0, 2.0]), torch.tensor([3.0])],
         note="discovered: docstring example of kornia.geometry.unproject_points_orthographic"),
    case("geometry.unproject_points_z1", "geometry", kornia.geometry.unproject_points_z1,
         [torch.tensor([1.0, 2.0]), torch.tensor([3.0])],
         note="discovered: docstring example of kornia.geometry.unproject_points_z1"),
    case("geometry.vector.Vector2.from_coords", "geometry.vector", kornia.geometry.vector.Vector2.from_coords,
         [], {'x': 1.0, 'y': 2.0},
         ref="kornia.geometry.vector.Vector2.from_coords", note="discovered: docstring example of kornia.sensors.camera.distortion_model.AffineTransform.distort"),
    case("geometry.vector.Vector3.from_coords", "geometry.vector", kornia.geometry.vector.Vector3.from_coords,
         [], {'x': 1.0, 'y': 2.0, 'z': 3.0},
         ref="kornia.geometry.vector.Vector3.from_coords", note="discovered: docstring example of kornia.sensors.camera.projection_model.Z1Projection.project"),
    case("geometry.vector_to_skew_symmetric_matrix", "geometry", kornia.geometry.vector_to_skew_symmetric_matrix,
         [torch.tensor([1.0, 2.0, 3.0])],
         note="discovered: docstring example of kornia.geometry.vector_to_skew_symmetric_matrix"),
    case("geometry.warp_affine", "geometry", kornia.geometry.warp_affine,
         [rand(1, 4, 5, 6, seed=649445420), torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]]])], {'dsize': (4, 2), 'align_corners': True},
         note="discovered: docstring example of kornia.geometry.warp_affine"),
    case("geometry.warp_image_tps", "geometry", kornia.geometry.warp_image_tps,
         [rand(1, 3, 32, 32, seed=2082987992), rand(1, 5, 2, seed=2099765611), torch.tensor([[[31.480058670043945, 37.31682586669922], [0.09497848153114319, -0.16499334573745728], [17.98375129699707, 21.370569229125977], [-15.448210716247559, -18.397212982177734], [-34.11057662963867, -40.12519073486328]]]), torch.tensor([[[1.0385311841964722, 1.21897292137146], [4.637815475463867, 5.332868576049805], [-4.6625542640686035, -4.959407806396484]]])],
         note="discovered: docstring example of kornia.geometry.warp_image_tps"),
    case("geometry.warp_perspective", "geometry", kornia.geometry.warp_perspective,
         [rand(1, 4, 5, 6, seed=696866585), torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]])], {'dsize': (4, 2), 'align_corners': True},
         note="discovered: docstring example of kornia.geometry.warp_perspective"),
    case("geometry.warp_points_tps", "geometry", kornia.geometry.warp_points_tps,
         [rand(1, 5, 2, seed=1311102702), rand(1, 5, 2, seed=1327880321), torch.tensor([[[35.438961029052734, 50.9842414855957], [11.53760814666748, 16.21913719177246], [-17.99798011779785, -25.12112808227539], [3.737362861633301, 4.65292501449585], [-32.71595001220703, -46.73517608642578]]]), torch.tensor([[[1.2519526481628418, 2.0659608840942383], [-9.301593780517578, -13.232588768005371], [3.630629539489746, 4.7088446617126465]]])],
         note="discovered: docstring example of kornia.geometry.warp_points_tps"),
    case("geometry.worldtocam_to_camtoworld_Rt", "geometry", kornia.geometry.worldtocam_to_camtoworld_Rt,
         [torch.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]]), torch.tensor([[[1.0], [1.0], [1.0]]])],
         note="discovered: docstring example of kornia.geometry.worldtocam_to_camtoworld_Rt"),
    case("image.Image.from_numpy", "image", kornia.image.Image.from_numpy,
         [], {'data': numpy.array([[[1, 1, 1], [1, 1, 1], [1, 1, 1], [1, 1, 1], [1, 1, 1]], [[1, 1, 1], [1, 1, 1], [1, 1, 1], [1, 1, 1], [1, 1, 1]], [[1, 1, 1], [1, 1, 1], [1, 1, 1], [1, 1, 1], [1, 1, 1]], [[1, 1, 1], [1, 1, 1], [1, 1, 1], [1, 1, 1], [1, 1, 1]]], dtype='uint8'), 'color_space': kornia.image.ColorSpace.RGB},
         ref="kornia.image.Image.from_numpy", note="discovered: docstring example of kornia.image.Image"),
    case("image.Image.from_numpy[2]", "image", kornia.image.Image.from_numpy,
         [], {'data': numpy.array([[[1, 1, 1], [1, 1, 1], [1, 1, 1], [1, 1, 1], [1, 1, 1]], [[1, 1, 1], [1, 1, 1], [1, 1, 1], [1, 1, 1], [1, 1, 1]], [[1, 1, 1], [1, 1, 1], [1, 1, 1], [1, 1, 1], [1, 1, 1]], [[1, 1, 1], [1, 1, 1], [1, 1, 1], [1, 1, 1], [1, 1, 1]]], dtype='uint8')},
         ref="kornia.image.Image.from_numpy", note="discovered: docstring example of kornia.image.Image.from_dlpack"),
    case("image.draw_convex_polygon", "image", kornia.image.draw_convex_polygon,
         [rand(1, 3, 12, 16, seed=638422434), torch.tensor([[[4, 4], [12, 4], [12, 8], [4, 8]]]), torch.tensor([[0.5, 0.5, 0.5]])],
         note="discovered: docstring example of kornia.image.draw_convex_polygon"),
    case("image.draw_line", "image", kornia.image.draw_line,
         [torch.zeros(1, 8, 8), torch.tensor([6, 4]), torch.tensor([1, 4]), torch.tensor([255])],
         note="discovered: docstring example of kornia.image.draw_line"),
    case("image.draw_rectangle", "image", kornia.image.draw_rectangle,
         [rand(2, 3, 10, 12, seed=542732739), torch.tensor([[[0, 0, 4, 4]], [[4, 4, 11, 9]]])],
         note="discovered: docstring example of kornia.image.draw_rectangle"),
    case("image.draw_rectangle[2]", "image", kornia.image.draw_rectangle,
         [load('e710e3f7ab69c6bd'), torch.tensor([[[0, 0, 4, 4]], [[4, 4, 11, 9]]])], {'line_width': 2},
         note="discovered: docstring example of kornia.image.draw_rectangle"),
    case("image.image_list_to_tensor", "image", kornia.image.image_list_to_tensor,
         [], {'images': [numpy.array([[[1.0], [1.0], [1.0], [1.0]], [[1.0], [1.0], [1.0], [1.0]], [[1.0], [1.0], [1.0], [1.0]], [[1.0], [1.0], [1.0], [1.0]]], dtype='float64'), numpy.array([[[0.0], [0.0], [0.0], [0.0]], [[0.0], [0.0], [0.0], [0.0]], [[0.0], [0.0], [0.0], [0.0]], [[0.0], [0.0], [0.0], [0.0]]], dtype='float64')]},
         note="discovered: docstring example of kornia.image.image_list_to_tensor"),
    case("image.image_to_tensor", "image", kornia.image.image_to_tensor,
         [], {'image': numpy.array([[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], dtype='float64')},
         note="discovered: docstring example of kornia.image.image_to_tensor"),
    case("image.image_to_tensor[2]", "image", kornia.image.image_to_tensor,
         [], {'image': numpy.array([[[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]]], dtype='float64'), 'keepdim': False},
         note="discovered: docstring example of kornia.image.image_to_tensor"),
    case("image.image_to_tensor[3]", "image", kornia.image.image_to_tensor,
         [], {'image': numpy.array([[[1.0], [1.0], [1.0], [1.0]], [[1.0], [1.0], [1.0], [1.0]], [[1.0], [1.0], [1.0], [1.0]], [[1.0], [1.0], [1.0], [1.0]]], dtype='float64')},
         note="discovered: docstring example of kornia.image.image_to_tensor"),
    case("image.tensor_to_image", "image", kornia.image.tensor_to_image,
         [torch.ones(1, 3, 3)],
         note="discovered: docstring example of kornia.image.tensor_to_image"),
    case("image.tensor_to_image[3x4x4]", "image", kornia.image.tensor_to_image,
         [torch.ones(3, 4, 4)],
         note="discovered: docstring example of kornia.image.tensor_to_image"),
    case("losses.BinaryFocalLossWithLogits", "losses", built(lambda: kornia.losses.BinaryFocalLossWithLogits(alpha=0.25, gamma=2.0, reduction='mean'), seed=1471765721),
         [torch.tensor([[[1.5409960746765137, -0.293428897857666, -2.1787893772125244, 0.5684312582015991, -1.0845223665237427], [-1.3985954523086548, 0.40334683656692505, 0.8380263447761536, -0.7192575931549072, -0.40334352850914], [-0.5966353416442871, 0.18203648924827576, -0.8566746115684509, 1.1006041765213013, -1.0711873769760132]]]), torch.tensor([[[1, 0, 1, 1, 0], [1, 1, 0, 0, 1], [0, 1, 1, 1, 1]]], dtype=torch.int64)],
         note="discovered: docstring example of kornia.losses.BinaryFocalLossWithLogits"),
    case("losses.CauchyLoss", "losses", built(lambda: kornia.losses.CauchyLoss(reduction='mean'), seed=377022388),
         [rand(2, 3, 32, 2107, seed=1596106591), randn(2, 3, 32, 2107, seed=1579328972)],
         note="discovered: docstring example of kornia.losses.CauchyLoss; input 0: seeded draws of the shape of the values it computed"),
    case("losses.CharbonnierLoss", "losses", built(lambda: kornia.losses.CharbonnierLoss(reduction='mean'), seed=1817151814),
         [rand(2, 3, 32, 2107, seed=887304413), randn(2, 3, 32, 2107, seed=870526794)],
         note="discovered: docstring example of kornia.losses.CharbonnierLoss; input 0: seeded draws of the shape of the values it computed"),
    case("losses.FocalLoss", "losses", built(lambda: kornia.losses.FocalLoss(alpha=0.5, gamma=2.0, reduction='mean'), seed=1029853746),
         [torch.tensor([[[[-1.1258398294448853, -1.152360200881958, -0.2505785822868347, -0.4338788092136383, 0.8487103581428528], [0.6920091509819031, -0.31601276993751526, -2.1152193546295166, 0.32227492332458496, -1.2633347511291504], [0.34998318552970886, 0.30813392996788025, 0.11984150856733322, 1.237657904624939, 1.1167771816253662]], [[-0.2472781538963318, -1.3526537418365479, -1.6959311962127686, 0.5666506290435791, 0.7935083508491516], [0.5988394618034363, -1.5550950765609741, -0.3413603901863098, 1.85300612449646, 0.750189483165741], [-0.5854975581169128, -0.1733967512845993, 0.18347793817520142, 1.3893661499023438, 1.586334228515625]], [[0.946298360824585, -0.843676745891571, -0.6135830879211426, 0.03159274160861969, -0.4926769733428955], [0.2484147548675537, 0.4396958351135254, 0.11241118609905243, 0.6407923698425293, 0.441156268119812], [-0.10230965167284012, 0.7924439907073975, -0.28966769576072693, 0.05250748619437218, 0.5228604674339294]], [[2.3022053241729736, -1.4688938856124878, -1.586688756942749, -0.6730899214744568, 0.8728312253952026], [1.0553574562072754, 0.17784371972084045, -0.23033547401428223, -0.3917543888092041, 0.5432947278022766], [-0.3951575458049774, -0.4462171792984009, 0.7440207004547119, 1.5209795236587524, 2.3803675174713135]], [[-1.1256016492843628, -0.31699809432029724, -1.09246826171875, -0.08519429713487625, -0.09334823489189148], [0.6870502233505249, -0.8383153676986694, 0.018486667424440384, -0.7504268288612366, 0.18540798127651215], [0.621138334274292, 0.6381815671920776, -0.24600094556808472, 2.302516460418701, -1.881689190864563]]]]), torch.tensor([[[3, 2, 3, 0, 1], [1, 0, 2, 2, 0], [1, 1, 0, 4, 0]]], dtype=torch.int64)],
         note="discovered: docstring example of kornia.losses.FocalLoss"),
    case("losses.GemanMcclureLoss", "losses", built(lambda: kornia.losses.GemanMcclureLoss(reduction='mean'), seed=1860087000),
         [rand(2, 3, 32, 2107, seed=599422915), randn(2, 3, 32, 2107, seed=582645296)],
         note="discovered: docstring example of kornia.losses.GemanMcclureLoss; input 0: seeded draws of the shape of the values it computed"),
    case("losses.HausdorffERLoss", "losses", built(lambda: kornia.losses.HausdorffERLoss(), seed=1611752084),
         [load('1395b58bf2e305fa'), load('1a9eefbb61d06cf3')],
         note="discovered: docstring example of kornia.losses.HausdorffERLoss"),
    case("losses.HausdorffERLoss3D", "losses", built(lambda: kornia.losses.HausdorffERLoss3D(), seed=2071110003),
         [rand(5, 3, 20, 20, 20, seed=897842752), load('903810b6904366fa')],
         note="discovered: docstring example of kornia.losses.HausdorffERLoss3D; input 0: seeded draws of the shape of the values it computed"),
    case("losses.InverseDepthSmoothnessLoss", "losses", built(lambda: kornia.losses.InverseDepthSmoothnessLoss(), seed=1185496735),
         [rand(1, 1, 4, 5, seed=1489504140), rand(1, 3, 4, 5, seed=1506281759)],
         note="discovered: docstring example of kornia.losses.InverseDepthSmoothnessLoss"),
    case("losses.LovaszHingeLoss", "losses", built(lambda: kornia.losses.LovaszHingeLoss(), seed=438761327),
         [torch.tensor([[[[1.5409960746765137, -0.293428897857666, -2.1787893772125244, 0.5684312582015991, -1.0845223665237427], [-1.3985954523086548, 0.40334683656692505, 0.8380263447761536, -0.7192575931549072, -0.40334352850914], [-0.5966353416442871, 0.18203648924827576, -0.8566746115684509, 1.1006041765213013, -1.0711873769760132]]]]), torch.tensor([[[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]]], dtype=torch.int64)],
         note="discovered: docstring example of kornia.losses.LovaszHingeLoss"),
    case("losses.LovaszSoftmaxLoss", "losses", built(lambda: kornia.losses.LovaszSoftmaxLoss(), seed=1074907418),
         [torch.tensor([[[[-1.1258398294448853, -1.152360200881958, -0.2505785822868347, -0.4338788092136383, 0.8487103581428528], [0.6920091509819031, -0.31601276993751526, -2.1152193546295166, 0.32227492332458496, -1.2633347511291504], [0.34998318552970886, 0.30813392996788025, 0.11984150856733322, 1.237657904624939, 1.1167771816253662]], [[-0.2472781538963318, -1.3526537418365479, -1.6959311962127686, 0.5666506290435791, 0.7935083508491516], [0.5988394618034363, -1.5550950765609741, -0.3413603901863098, 1.85300612449646, 0.750189483165741], [-0.5854975581169128, -0.1733967512845993, 0.18347793817520142, 1.3893661499023438, 1.586334228515625]], [[0.946298360824585, -0.843676745891571, -0.6135830879211426, 0.03159274160861969, -0.4926769733428955], [0.2484147548675537, 0.4396958351135254, 0.11241118609905243, 0.6407923698425293, 0.441156268119812], [-0.10230965167284012, 0.7924439907073975, -0.28966769576072693, 0.05250748619437218, 0.5228604674339294]], [[2.3022053241729736, -1.4688938856124878, -1.586688756942749, -0.6730899214744568, 0.8728312253952026], [1.0553574562072754, 0.17784371972084045, -0.23033547401428223, -0.3917543888092041, 0.5432947278022766], [-0.3951575458049774, -0.4462171792984009, 0.7440207004547119, 1.5209795236587524, 2.3803675174713135]], [[-1.1256016492843628, -0.31699809432029724, -1.09246826171875, -0.08519429713487625, -0.09334823489189148], [0.6870502233505249, -0.8383153676986694, 0.018486667424440384, -0.7504268288612366, 0.18540798127651215], [0.621138334274292, 0.6381815671920776, -0.24600094556808472, 2.302516460418701, -1.881689190864563]]]]), torch.tensor([[[3, 2, 3, 0, 1], [1, 0, 2, 2, 0], [1, 1, 0, 4, 0]]], dtype=torch.int64)],
         note="discovered: docstring example of kornia.losses.LovaszSoftmaxLoss"),
    case("losses.MS_SSIMLoss", "losses", built(lambda: kornia.losses.MS_SSIMLoss(), seed=2014140950),
         [rand(1, 3, 5, 5, seed=484518029), rand(1, 3, 5, 5, seed=467740410)],
         note="discovered: docstring example of kornia.losses.MS_SSIMLoss"),
    case("losses.PSNRLoss", "losses", built(lambda: kornia.losses.PSNRLoss(2.0), seed=713478750),
         [torch.ones(1), torch.tensor([1.2000000476837158])],
         note="discovered: docstring example of kornia.losses.PSNRLoss"),
    case("losses.SSIM3DLoss", "losses", built(lambda: kornia.losses.SSIM3DLoss(5), seed=1078676284),
         [rand(1, 4, 5, 5, 5, seed=552395079), rand(1, 4, 5, 5, 5, seed=535617460)],
         note="discovered: docstring example of kornia.losses.SSIM3DLoss"),
    case("losses.SSIMLoss", "losses", built(lambda: kornia.losses.SSIMLoss(5), seed=405321131),
         [rand(1, 4, 5, 5, seed=2051366392), rand(1, 4, 5, 5, seed=2068144011)],
         note="discovered: docstring example of kornia.losses.SSIMLoss"),
    case("losses.TotalVariation", "losses", built(lambda: kornia.losses.TotalVariation(), seed=970821031),
         [torch.tensor([[[[1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0]]], [[[1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0]]]])],
         note="discovered: docstring example of kornia.losses.TotalVariation"),
    case("losses.TverskyLoss", "losses", built(lambda: kornia.losses.TverskyLoss(alpha=0.5, beta=0.5), seed=694071217),
         [torch.tensor([[[[-1.1258398294448853, -1.152360200881958, -0.2505785822868347, -0.4338788092136383, 0.8487103581428528], [0.6920091509819031, -0.31601276993751526, -2.1152193546295166, 0.32227492332458496, -1.2633347511291504], [0.34998318552970886, 0.30813392996788025, 0.11984150856733322, 1.237657904624939, 1.1167771816253662]], [[-0.2472781538963318, -1.3526537418365479, -1.6959311962127686, 0.5666506290435791, 0.7935083508491516], [0.5988394618034363, -1.5550950765609741, -0.3413603901863098, 1.85300612449646, 0.750189483165741], [-0.5854975581169128, -0.1733967512845993, 0.18347793817520142, 1.3893661499023438, 1.586334228515625]], [[0.946298360824585, -0.843676745891571, -0.6135830879211426, 0.03159274160861969, -0.4926769733428955], [0.2484147548675537, 0.4396958351135254, 0.11241118609905243, 0.6407923698425293, 0.441156268119812], [-0.10230965167284012, 0.7924439907073975, -0.28966769576072693, 0.05250748619437218, 0.5228604674339294]], [[2.3022053241729736, -1.4688938856124878, -1.586688756942749, -0.6730899214744568, 0.8728312253952026], [1.0553574562072754, 0.17784371972084045, -0.23033547401428223, -0.3917543888092041, 0.5432947278022766], [-0.3951575458049774, -0.4462171792984009, 0.7440207004547119, 1.5209795236587524, 2.3803675174713135]], [[-1.1256016492843628, -0.31699809432029724, -1.09246826171875, -0.08519429713487625, -0.09334823489189148], [0.6870502233505249, -0.8383153676986694, 0.018486667424440384, -0.7504268288612366, 0.18540798127651215], [0.621138334274292, 0.6381815671920776, -0.24600094556808472, 2.302516460418701, -1.881689190864563]]]]), torch.tensor([[[3, 2, 3, 0, 1], [1, 0, 2, 2, 0], [1, 1, 0, 4, 0]]], dtype=torch.int64)],
         note="discovered: docstring example of kornia.losses.TverskyLoss"),
    case("losses.WelschLoss", "losses", built(lambda: kornia.losses.WelschLoss(reduction='mean'), seed=507414949),
         [rand(2, 3, 32, 1904, seed=2084304998), randn(2, 3, 32, 1904, seed=2101082617)],
         note="discovered: docstring example of kornia.losses.WelschLoss; input 0: seeded draws of the shape of the values it computed"),
    case("losses.binary_focal_loss_with_logits", "losses", kornia.losses.binary_focal_loss_with_logits,
         [torch.tensor([[[1.5409960746765137, -0.293428897857666, -2.1787893772125244, 0.5684312582015991, -1.0845223665237427], [-1.3985954523086548, 0.40334683656692505, 0.8380263447761536, -0.7192575931549072, -0.40334352850914], [-0.5966353416442871, 0.18203648924827576, -0.8566746115684509, 1.1006041765213013, -1.0711873769760132]]]), torch.tensor([[[1, 0, 1, 1, 0], [1, 1, 0, 0, 1], [0, 1, 1, 1, 1]]], dtype=torch.int64)], {'alpha': 0.25, 'gamma': 2.0, 'reduction': 'mean'},
         note="discovered: docstring example of kornia.losses.binary_focal_loss_with_logits"),
    case("losses.cauchy_loss", "losses", kornia.losses.cauchy_loss,
         [load('2489a322ff603cf5'), randn(2, 3, 32, 32, seed=948303379)], {'reduction': 'mean'},
         note="discovered: docstring example of kornia.losses.cauchy_loss"),
    case("losses.charbonnier_loss", "losses", kornia.losses.charbonnier_loss,
         [load('2489a322ff603cf5'), randn(2, 3, 32, 32, seed=1027051985)], {'reduction': 'sum'},
         note="discovered: docstring example of kornia.losses.charbonnier_loss"),
    case("losses.dice_loss", "losses", kornia.losses.dice_loss,
         [torch.tensor([[[[-1.1258398294448853, -1.152360200881958, -0.2505785822868347, -0.4338788092136383, 0.8487103581428528], [0.6920091509819031, -0.31601276993751526, -2.1152193546295166, 0.32227492332458496, -1.2633347511291504], [0.34998318552970886, 0.30813392996788025, 0.11984150856733322, 1.237657904624939, 1.1167771816253662]], [[-0.2472781538963318, -1.3526537418365479, -1.6959311962127686, 0.5666506290435791, 0.7935083508491516], [0.5988394618034363, -1.5550950765609741, -0.3413603901863098, 1.85300612449646, 0.750189483165741], [-0.5854975581169128, -0.1733967512845993, 0.18347793817520142, 1.3893661499023438, 1.586334228515625]], [[0.946298360824585, -0.843676745891571, -0.6135830879211426, 0.03159274160861969, -0.4926769733428955], [0.2484147548675537, 0.4396958351135254, 0.11241118609905243, 0.6407923698425293, 0.441156268119812], [-0.10230965167284012, 0.7924439907073975, -0.28966769576072693, 0.05250748619437218, 0.5228604674339294]], [[2.3022053241729736, -1.4688938856124878, -1.586688756942749, -0.6730899214744568, 0.8728312253952026], [1.0553574562072754, 0.17784371972084045, -0.23033547401428223, -0.3917543888092041, 0.5432947278022766], [-0.3951575458049774, -0.4462171792984009, 0.7440207004547119, 1.5209795236587524, 2.3803675174713135]], [[-1.1256016492843628, -0.31699809432029724, -1.09246826171875, -0.08519429713487625, -0.09334823489189148], [0.6870502233505249, -0.8383153676986694, 0.018486667424440384, -0.7504268288612366, 0.18540798127651215], [0.621138334274292, 0.6381815671920776, -0.24600094556808472, 2.302516460418701, -1.881689190864563]]]]), torch.tensor([[[3, 2, 3, 0, 1], [1, 0, 2, 2, 0], [1, 1, 0, 4, 0]]], dtype=torch.int64)],
         note="discovered: docstring example of kornia.losses.dice_loss"),
    case("losses.focal_loss", "losses", kornia.losses.focal_loss,
         [torch.tensor([[[[-1.1258398294448853, -1.152360200881958, -0.2505785822868347, -0.4338788092136383, 0.8487103581428528], [0.6920091509819031, -0.31601276993751526, -2.1152193546295166, 0.32227492332458496, -1.2633347511291504], [0.34998318552970886, 0.30813392996788025, 0.11984150856733322, 1.237657904624939, 1.1167771816253662]], [[-0.2472781538963318, -1.3526537418365479, -1.6959311962127686, 0.5666506290435791, 0.7935083508491516], [0.5988394618034363, -1.5550950765609741, -0.3413603901863098, 1.85300612449646, 0.750189483165741], [-0.5854975581169128, -0.1733967512845993, 0.18347793817520142, 1.3893661499023438, 1.586334228515625]], [[0.946298360824585, -0.843676745891571, -0.6135830879211426, 0.03159274160861969, -0.4926769733428955], [0.2484147548675537, 0.4396958351135254, 0.11241118609905243, 0.6407923698425293, 0.441156268119812], [-0.10230965167284012, 0.7924439907073975, -0.28966769576072693, 0.05250748619437218, 0.5228604674339294]], [[2.3022053241729736, -1.4688938856124878, -1.586688756942749, -0.6730899214744568, 0.8728312253952026], [1.0553574562072754, 0.17784371972084045, -0.23033547401428223, -0.3917543888092041, 0.5432947278022766], [-0.3951575458049774, -0.4462171792984009, 0.7440207004547119, 1.5209795236587524, 2.3803675174713135]], [[-1.1256016492843628, -0.31699809432029724, -1.09246826171875, -0.08519429713487625, -0.09334823489189148], [0.6870502233505249, -0.8383153676986694, 0.018486667424440384, -0.7504268288612366, 0.18540798127651215], [0.621138334274292, 0.6381815671920776, -0.24600094556808472, 2.302516460418701, -1.881689190864563]]]]), torch.tensor([[[3, 2, 3, 0, 1], [1, 0, 2, 2, 0], [1, 1, 0, 4, 0]]], dtype=torch.int64)], {'alpha': 0.5, 'gamma': 2.0, 'reduction': 'mean'},
         note="discovered: docstring example of kornia.losses.focal_loss"),
    case("losses.geman_mcclure_loss", "losses", kornia.losses.geman_mcclure_loss,
         [load('2489a322ff603cf5'), randn(2, 3, 32, 32, seed=768392378)], {'reduction': 'mean'},
         note="discovered: docstring example of kornia.losses.geman_mcclure_loss"),
    case("losses.inverse_depth_smoothness_loss", "losses", kornia.losses.inverse_depth_smoothness_loss,
         [rand(1, 1, 4, 5, seed=779281563), rand(1, 3, 4, 5, seed=762503944)],
         note="discovered: docstring example of kornia.losses.inverse_depth_smoothness_loss"),
    case("losses.js_div_loss_2d", "losses", kornia.losses.js_div_loss_2d,
         [torch.full((1, 1, 2, 4), 0.125), torch.full((1, 1, 2, 4), 0.125)],
         note="discovered: docstring example of kornia.losses.js_div_loss_2d"),
    case("losses.kl_div_loss_2d", "losses", kornia.losses.kl_div_loss_2d,
         [torch.full((1, 1, 2, 4), 0.125), torch.full((1, 1, 2, 4), 0.125)],
         note="discovered: docstring example of kornia.losses.kl_div_loss_2d"),
    case("losses.lovasz_hinge_loss", "losses", kornia.losses.lovasz_hinge_loss,
         [torch.tensor([[[[1.5409960746765137, -0.293428897857666, -2.1787893772125244, 0.5684312582015991, -1.0845223665237427], [-1.3985954523086548, 0.40334683656692505, 0.8380263447761536, -0.7192575931549072, -0.40334352850914], [-0.5966353416442871, 0.18203648924827576, -0.8566746115684509, 1.1006041765213013, -1.0711873769760132]]]]), torch.tensor([[[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]]], dtype=torch.int64)],
         note="discovered: docstring example of kornia.losses.lovasz_hinge_loss"),
    case("losses.lovasz_softmax_loss", "losses", kornia.losses.lovasz_softmax_loss,
         [torch.tensor([[[[-1.1258398294448853, -1.152360200881958, -0.2505785822868347, -0.4338788092136383, 0.8487103581428528], [0.6920091509819031, -0.31601276993751526, -2.1152193546295166, 0.32227492332458496, -1.2633347511291504], [0.34998318552970886, 0.30813392996788025, 0.11984150856733322, 1.237657904624939, 1.1167771816253662]], [[-0.2472781538963318, -1.3526537418365479, -1.6959311962127686, 0.5666506290435791, 0.7935083508491516], [0.5988394618034363, -1.5550950765609741, -0.3413603901863098, 1.85300612449646, 0.750189483165741], [-0.5854975581169128, -0.1733967512845993, 0.18347793817520142, 1.3893661499023438, 1.586334228515625]], [[0.946298360824585, -0.843676745891571, -0.6135830879211426, 0.03159274160861969, -0.4926769733428955], [0.2484147548675537, 0.4396958351135254, 0.11241118609905243, 0.6407923698425293, 0.441156268119812], [-0.10230965167284012, 0.7924439907073975, -0.28966769576072693, 0.05250748619437218, 0.5228604674339294]], [[2.3022053241729736, -1.4688938856124878, -1.586688756942749, -0.6730899214744568, 0.8728312253952026], [1.0553574562072754, 0.17784371972084045, -0.23033547401428223, -0.3917543888092041, 0.5432947278022766], [-0.3951575458049774, -0.4462171792984009, 0.7440207004547119, 1.5209795236587524, 2.3803675174713135]], [[-1.1256016492843628, -0.31699809432029724, -1.09246826171875, -0.08519429713487625, -0.09334823489189148], [0.6870502233505249, -0.8383153676986694, 0.018486667424440384, -0.7504268288612366, 0.18540798127651215], [0.621138334274292, 0.6381815671920776, -0.24600094556808472, 2.302516460418701, -1.881689190864563]]]]), torch.tensor([[[3, 2, 3, 0, 1], [1, 0, 2, 2, 0], [1, 1, 0, 4, 0]]], dtype=torch.int64)],
         note="discovered: docstring example of kornia.losses.lovasz_softmax_loss"),
    case("losses.one_hot", "losses", kornia.losses.one_hot,
         [torch.tensor([[[0, 1], [2, 0]]], dtype=torch.int64)], {'num_classes': 3, 'device': torch.device('cpu'), 'dtype': torch.float32},
         note="discovered: docstring example of kornia.losses.one_hot"),
    case("losses.psnr_loss", "losses", kornia.losses.psnr_loss,
         [torch.ones(1), torch.tensor([1.2000000476837158])], {'max_val': 2.0},
         note="discovered: docstring example of kornia.losses.psnr_loss"),
    case("losses.ssim3d_loss", "losses", kornia.losses.ssim3d_loss,
         [rand(1, 4, 5, 5, 5, seed=2125433960), rand(1, 4, 5, 5, 5, seed=2142211579)], {'window_size': 5},
         note="discovered: docstring example of kornia.losses.ssim3d_loss"),
    case("losses.ssim_loss", "losses", kornia.losses.ssim_loss,
         [rand(1, 4, 5, 5, seed=1585054821), rand(1, 4, 5, 5, seed=1568277202)], {'window_size': 5},
         note="discovered: docstring example of kornia.losses.ssim_loss"),
    case("losses.total_variation", "losses", kornia.losses.total_variation,
         [torch.ones(4, 4)],
         note="discovered: docstring example of kornia.losses.total_variation"),
    case("losses.total_variation[2x5x3x4x4]", "losses", kornia.losses.total_variation,
         [torch.ones(2, 5, 3, 4, 4)],
         note="discovered: docstring example of kornia.losses.total_variation"),
    case("losses.tversky_loss", "losses", kornia.losses.tversky_loss,
         [torch.tensor([[[[-1.1258398294448853, -1.152360200881958, -0.2505785822868347, -0.4338788092136383, 0.8487103581428528], [0.6920091509819031, -0.31601276993751526, -2.1152193546295166, 0.32227492332458496, -1.2633347511291504], [0.34998318552970886, 0.30813392996788025, 0.11984150856733322, 1.237657904624939, 1.1167771816253662]], [[-0.2472781538963318, -1.3526537418365479, -1.6959311962127686, 0.5666506290435791, 0.7935083508491516], [0.5988394618034363, -1.5550950765609741, -0.3413603901863098, 1.85300612449646, 0.750189483165741], [-0.5854975581169128, -0.1733967512845993, 0.18347793817520142, 1.3893661499023438, 1.586334228515625]], [[0.946298360824585, -0.843676745891571, -0.6135830879211426, 0.03159274160861969, -0.4926769733428955], [0.2484147548675537, 0.4396958351135254, 0.11241118609905243, 0.6407923698425293, 0.441156268119812], [-0.10230965167284012, 0.7924439907073975, -0.28966769576072693, 0.05250748619437218, 0.5228604674339294]], [[2.3022053241729736, -1.4688938856124878, -1.586688756942749, -0.6730899214744568, 0.8728312253952026], [1.0553574562072754, 0.17784371972084045, -0.23033547401428223, -0.3917543888092041, 0.5432947278022766], [-0.3951575458049774, -0.4462171792984009, 0.7440207004547119, 1.5209795236587524, 2.3803675174713135]], [[-1.1256016492843628, -0.31699809432029724, -1.09246826171875, -0.08519429713487625, -0.09334823489189148], [0.6870502233505249, -0.8383153676986694, 0.018486667424440384, -0.7504268288612366, 0.18540798127651215], [0.621138334274292, 0.6381815671920776, -0.24600094556808472, 2.302516460418701, -1.881689190864563]]]]), torch.tensor([[[3, 2, 3, 0, 1], [1, 0, 2, 2, 0], [1, 1, 0, 4, 0]]], dtype=torch.int64)], {'alpha': 0.5, 'beta': 0.5},
         note="discovered: docstring example of kornia.losses.tversky_loss"),
    case("losses.welsch_loss", "losses", kornia.losses.welsch_loss,
         [load('2489a322ff603cf5'), randn(2, 3, 32, 32, seed=682677648)], {'reduction': 'mean'},
         note="discovered: docstring example of kornia.losses.welsch_loss"),
    case("metrics.AEPE", "metrics", built(lambda: kornia.metrics.AEPE(reduction='mean'), seed=362224721),
         [rand(1, 4, 5, 2, seed=1399632690), rand(1, 4, 5, 2, seed=1416410309)],
         note="discovered: docstring example of kornia.metrics.AEPE"),
    case("metrics.AverageMeter.update", "metrics", built(lambda: kornia.metrics.AverageMeter(), seed=1989142879),
         [torch.tensor(99.0)], {'n': 1},
         method="update", ref="kornia.metrics.AverageMeter.update", note="discovered: docstring example of kornia.metrics.AverageMeter"),
    case("metrics.SSIM", "metrics", built(lambda: kornia.metrics.SSIM(5), seed=356512000),
         [rand(1, 4, 5, 5, seed=1416277643), rand(1, 4, 5, 5, seed=1399500024)],
         note="discovered: docstring example of kornia.metrics.SSIM"),
    case("metrics.SSIM3D", "metrics", built(lambda: kornia.metrics.SSIM3D(5), seed=1754389879),
         [rand(1, 4, 5, 5, 5, seed=1777697764), rand(1, 4, 5, 5, 5, seed=1794475383)],
         note="discovered: docstring example of kornia.metrics.SSIM3D"),
    case("metrics.accuracy", "metrics", kornia.metrics.accuracy,
         [torch.tensor([[0, 1, 0]]), torch.tensor([[1]])],
         note="discovered: docstring example of kornia.metrics.accuracy"),
    case("metrics.aepe", "metrics", kornia.metrics.aepe,
         [torch.ones(4, 4, 2), torch.tensor([[[1.2000000476837158, 1.2000000476837158], [1.2000000476837158, 1.2000000476837158], [1.2000000476837158, 1.2000000476837158], [1.2000000476837158, 1.2000000476837158]], [[1.2000000476837158, 1.2000000476837158], [1.2000000476837158, 1.2000000476837158], [1.2000000476837158, 1.2000000476837158], [1.2000000476837158, 1.2000000476837158]], [[1.2000000476837158, 1.2000000476837158], [1.2000000476837158, 1.2000000476837158], [1.2000000476837158, 1.2000000476837158], [1.2000000476837158, 1.2000000476837158]], [[1.2000000476837158, 1.2000000476837158], [1.2000000476837158, 1.2000000476837158], [1.2000000476837158, 1.2000000476837158], [1.2000000476837158, 1.2000000476837158]]])],
         note="discovered: docstring example of kornia.metrics.aepe"),
    case("metrics.angle_error_mat", "metrics", kornia.metrics.angle_error_mat,
         [torch.eye(3), torch.eye(3)],
         note="discovered: docstring example of kornia.metrics.angle_error_mat"),
    case("metrics.angle_error_vec", "metrics", kornia.metrics.angle_error_vec,
         [torch.tensor([1.0, 0.0, 0.0]), torch.tensor([1.0, 0.0, 0.0])],
         note="discovered: docstring example of kornia.metrics.angle_error_vec"),
    case("metrics.auc_from_errors", "metrics", kornia.metrics.auc_from_errors,
         [torch.zeros(1)], {'thresholds': 5.0},
         note="discovered: docstring example of kornia.metrics.auc_from_errors"),
    case("metrics.confusion_matrix", "metrics", kornia.metrics.confusion_matrix,
         [torch.tensor([[0, 1, 0]]), torch.tensor([[0, 1, 0]])], {'num_classes': 3},
         note="discovered: docstring example of kornia.metrics.confusion_matrix"),
    case("metrics.kitti_d1_error", "metrics", kornia.metrics.kitti_d1_error,
         [torch.tensor([1.0, 5.0, 104.0, 20.0]), torch.tensor([1.0, 1.0, 100.0, 10.0])],
         note="discovered: docstring example of kornia.metrics.kitti_d1_error"),
    case("metrics.mean_absolute_disparity_error", "metrics", kornia.metrics.mean_absolute_disparity_error,
         [torch.tensor([[0.0, 1.0], [2.0, 3.0]]), torch.tensor([[0.0, 1.0], [2.0, 4.0]])],
         note="discovered: docstring example of kornia.metrics.mean_absolute_disparity_error"),
    case("metrics.mean_absolute_disparity_error[2]", "metrics", kornia.metrics.mean_absolute_disparity_error,
         [torch.tensor([[0.0, 1.0], [2.0, 3.0]]), torch.tensor([[0.0, 1.0], [2.0, 4.0]]), torch.tensor([[True, True], [True, False]])],
         note="discovered: docstring example of kornia.metrics.mean_absolute_disparity_error"),
    case("metrics.mean_bad_pixel_error", "metrics", kornia.metrics.mean_bad_pixel_error,
         [torch.zeros(2, 2), torch.tensor([[0.0, 1.0], [2.0, 4.0]])], {'threshold': 1.5},
         note="discovered: docstring example of kornia.metrics.mean_bad_pixel_error"),
    case("metrics.mean_iou", "metrics", kornia.metrics.mean_iou,
         [torch.tensor([[0, 1, 0]]), torch.tensor([[0, 1, 0]])], {'num_classes': 3},
         note="discovered: docstring example of kornia.metrics.mean_iou"),
    case("metrics.mean_iou_bbox", "metrics", kornia.metrics.mean_iou_bbox,
         [torch.tensor([[40, 40, 60, 60], [30, 40, 50, 60]]), torch.tensor([[40, 50, 60, 70], [30, 40, 40, 50]])],
         note="discovered: docstring example of kornia.metrics.mean_iou_bbox"),
    case("metrics.mean_iou_bbox[2]", "metrics", kornia.metrics.mean_iou_bbox,
         [torch.tensor([[50, 50, 20, 20], [40, 50, 20, 20]]), torch.tensor([[50, 60, 20, 20], [35, 45, 10, 10]])], {'box_format': 'cxcywh'},
         note="discovered: docstring example of kornia.metrics.mean_iou_bbox"),
    case("metrics.mean_iou_bbox[3]", "metrics", kornia.metrics.mean_iou_bbox,
         [torch.tensor([[40, 40, 20, 20], [30, 40, 20, 20]]), torch.tensor([[40, 50, 20, 20], [30, 40, 10, 10]])], {'box_format': 'xywh'},
         note="discovered: docstring example of kornia.metrics.mean_iou_bbox"),
    case("metrics.pose.KORNIA_CHECK_SAME_SHAPE", "metrics.pose", kornia.metrics.pose.KORNIA_CHECK_SAME_SHAPE,
         [rand(2, 3, 3, seed=1212283980), rand(2, 3, 3, seed=1229061599)],
         note="discovered: docstring example of kornia.metrics.pose.KORNIA_CHECK_SAME_SHAPE"),
    case("metrics.pose_errors", "metrics", kornia.metrics.pose_errors,
         [torch.tensor([[1.0, 0.0, 0.0, 1.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 1.0]]), torch.tensor([[1.0, 0.0, 0.0, 1.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 1.0]])],
         note="discovered: docstring example of kornia.metrics.pose_errors"),
    case("metrics.psnr", "metrics", kornia.metrics.psnr,
         [torch.ones(1), torch.tensor([1.2000000476837158])], {'max_val': 2.0},
         note="discovered: docstring example of kornia.metrics.psnr"),
    case("metrics.root_mean_squared_disparity_error", "metrics", kornia.metrics.root_mean_squared_disparity_error,
         [torch.zeros(2, 2), torch.tensor([[0.0, 0.0], [0.0, 1.0]])],
         note="discovered: docstring example of kornia.metrics.root_mean_squared_disparity_error"),
    case("metrics.ssim", "metrics", kornia.metrics.ssim,
         [rand(1, 4, 5, 5, seed=481662987), rand(1, 4, 5, 5, seed=464885368)], {'window_size': 5},
         note="discovered: docstring example of kornia.metrics.ssim"),
    case("metrics.ssim3d", "metrics", kornia.metrics.ssim3d,
         [rand(1, 4, 5, 5, 5, seed=879473092), rand(1, 4, 5, 5, 5, seed=896250711)], {'window_size': 5},
         note="discovered: docstring example of kornia.metrics.ssim3d"),
    case("metrics.translation_ate", "metrics", kornia.metrics.translation_ate,
         [torch.tensor([0.0, 0.0, 0.0]), torch.tensor([3.0, 4.0, 0.0])],
         note="discovered: docstring example of kornia.metrics.translation_ate"),
    case("models.RRDBNet", "models", built(lambda: kornia.models.RRDBNet(num_in_ch=3, num_out_ch=3, scale=4, num_feat=8, num_block=1, num_grow_ch=4), seed=371683564),
         [rand(1, 3, 8, 8, seed=227410967)],
         note="discovered: docstring example of kornia.models.RRDBNet"),
    case("models.dexined.DexiNed", "models.dexined", built(lambda: kornia.models.dexined.DexiNed(pretrained=False), seed=1204721487),
         [rand(1, 3, 320, 320, seed=1321066204)],
         note="discovered: docstring example of kornia.models.dexined.DexiNed"),
    case("models.processors.OutputRangePostProcessor", "models.processors", built(lambda: kornia.models.processors.OutputRangePostProcessor(min_val=0.0, max_val=1.0), seed=414244752),
         [randn(2, 3, 224, 224, seed=1821202939)],
         note="discovered: docstring example of kornia.models.processors.OutputRangePostProcessor"),
    case("models.processors.ResizePostProcessor", "models.processors", built(lambda: kornia.models.processors.ResizePostProcessor(), seed=635271070),
         [randn(2, 3, 224, 224, seed=1080064533), torch.tensor([[480, 640], [360, 480]])],
         note="discovered: docstring example of kornia.models.processors.ResizePostProcessor"),
    case("models.processors.ResizePreProcessor", "models.processors", built(lambda: kornia.models.processors.ResizePreProcessor(height=224, width=224), seed=359771691),
         [randn(2, 3, 480, 640, seed=346049144)],
         note="discovered: docstring example of kornia.models.processors.ResizePreProcessor"),
    case("models.qwen25.Qwen25VisionTransformer", "models.qwen25", built(lambda: kornia.models.qwen25.Qwen25VisionTransformer(kornia.models.qwen25.Qwen25VisionConfig(depth=2, hidden_size=32, intermediate_size=48, num_heads=2, in_channels=3, patch_size=14, temporal_patch_size=2, spatial_merge_size=2, window_size=112, fullatt_block_indexes=(1,), out_hidden_size=16, rms_norm_eps=1e-06, rope_theta=10000.0)), seed=1977183058),
         [rand(1, 3, 56, 84, seed=4379177)],
         note="discovered: docstring example of kornia.models.qwen25.Qwen25VisionTransformer"),
    case("models.rt_detr.post_processor.mod", "models.rt_detr.post_processor", kornia.models.rt_detr.post_processor.mod,
         [torch.tensor(7)], {'b': 3},
         note="discovered: docstring example of kornia.models.rt_detr.post_processor.mod"),
    case("models.rt_detr.post_processor.mod[3]", "models.rt_detr.post_processor", kornia.models.rt_detr.post_processor.mod,
         [torch.tensor([7, -1, 2])], {'b': 3},
         note="discovered: docstring example of kornia.models.rt_detr.post_processor.mod"),
    case("models.siglip2.SigLip2ImagePreprocessor", "models.siglip2", built(lambda: kornia.models.siglip2.SigLip2ImagePreprocessor(image_size=(224, 224)), seed=1645043119),
         [rand(3, 300, 400, seed=153615676)],
         note="discovered: docstring example of kornia.models.siglip2.SigLip2ImagePreprocessor; input 0: seeded draws of the shape of the values it computed"),
    case("models.siglip2.SigLip2ImagePreprocessor[2x3x256x256]", "models.siglip2", built(lambda: kornia.models.siglip2.SigLip2ImagePreprocessor(image_size=(224, 224)), seed=634967078),
         [rand(2, 3, 256, 256, seed=1359180093)],
         note="discovered: docstring example of kornia.models.siglip2.SigLip2Model; input 0: seeded draws of the shape of the values it computed"),
    case("models.siglip2.SigLip2Model.get_text_features", "models.siglip2", built(lambda: kornia.models.siglip2.SigLip2Model(kornia.models.siglip2.SigLip2Config(vision_config=kornia.models.siglip2.config.SigLip2VisionConfig(image_size=224, patch_size=16, num_channels=3, hidden_size=768, num_hidden_layers=12, num_attention_heads=12, intermediate_size=3072, hidden_act='gelu_pytorch_tanh', layer_norm_eps=1e-06, dropout_p=0.0, attention_dropout_p=0.0), text_config=kornia.models.siglip2.config.SigLip2TextConfig(vocab_size=256000, hidden_size=768, num_hidden_layers=12, num_attention_heads=12, intermediate_size=3072, max_position_embeddings=512, hidden_act='gelu_pytorch_tanh', layer_norm_eps=1e-06, dropout_p=0.0, attention_dropout_p=0.0), projection_dim=768, logit_scale_init_value=2.6592, logit_scale_max=100.0)), seed=695412130),
         [torch.tensor([[5928, 2911, 24418, 10025, 7321, 10043, 6151, 29439, 8100, 25045], [666, 8256, 15121, 4635, 16524, 24092, 17562, 23681, 13575, 18052]], dtype=torch.int64)],
         method="get_text_features", ref="kornia.models.siglip2.SigLip2Model.get_text_features", note="discovered: docstring example of kornia.models.siglip2.SigLip2Model"),
    case("models.siglip2.SigLip2Model.get_image_features", "models.siglip2", built(lambda: kornia.models.siglip2.SigLip2Model(kornia.models.siglip2.SigLip2Config(vision_config=kornia.models.siglip2.config.SigLip2VisionConfig(image_size=224, patch_size=16, num_channels=3, hidden_size=768, num_hidden_layers=12, num_attention_heads=12, intermediate_size=3072, hidden_act='gelu_pytorch_tanh', layer_norm_eps=1e-06, dropout_p=0.0, attention_dropout_p=0.0), text_config=kornia.models.siglip2.config.SigLip2TextConfig(vocab_size=256000, hidden_size=768, num_hidden_layers=12, num_attention_heads=12, intermediate_size=3072, max_position_embeddings=512, hidden_act='gelu_pytorch_tanh', layer_norm_eps=1e-06, dropout_p=0.0, attention_dropout_p=0.0), projection_dim=768, logit_scale_init_value=2.6592, logit_scale_max=100.0)), seed=1283756006),
         [rand(2, 3, 224, 224, seed=2087514877)],
         method="get_image_features", ref="kornia.models.siglip2.SigLip2Model.get_image_features", note="discovered: docstring example of kornia.models.siglip2.SigLip2Model; input 0: seeded draws of the shape of the values it computed"),
    case("models.vit.VisionTransformer", "models.vit", built(lambda: kornia.models.vit.VisionTransformer(image_size=224, patch_size=16), seed=1672869515),
         [rand(1, 3, 224, 224, seed=1249767256)],
         note="discovered: docstring example of kornia.models.vit.VisionTransformer"),
    case("models.vit_mobile.MobileViT", "models.vit_mobile", built(lambda: kornia.models.vit_mobile.MobileViT(mode='xxs'), seed=1333604746),
         [rand(1, 3, 256, 256, seed=1834365921)],
         note="discovered: docstring example of kornia.models.vit_mobile.MobileViT"),
    case("morphology.bottom_hat", "morphology", kornia.morphology.bottom_hat,
         [rand(1, 3, 5, 5, seed=1519507269), torch.ones(3, 3)],
         note="discovered: docstring example of kornia.morphology.bottom_hat"),
    case("morphology.closing", "morphology", kornia.morphology.closing,
         [rand(1, 3, 5, 5, seed=1753825097), torch.ones(3, 3)],
         note="discovered: docstring example of kornia.morphology.closing"),
    case("morphology.dilation", "morphology", kornia.morphology.dilation,
         [rand(1, 3, 5, 5, seed=707201358), torch.ones(3, 3)],
         note="discovered: docstring example of kornia.morphology.dilation"),
    case("morphology.erosion", "morphology", kornia.morphology.erosion,
         [rand(1, 3, 5, 5, seed=293850679), torch.ones(5, 5)],
         note="discovered: docstring example of kornia.morphology.erosion"),
    case("morphology.gradient", "morphology", kornia.morphology.gradient,
         [rand(1, 3, 5, 5, seed=463324484), torch.ones(3, 3)],
         note="discovered: docstring example of kornia.morphology.gradient"),
    case("morphology.opening", "morphology", kornia.morphology.opening,
         [rand(1, 3, 5, 5, seed=546068466), torch.ones(3, 3)],
         note="discovered: docstring example of kornia.morphology.opening"),
    case("morphology.reconstruction", "morphology", kornia.morphology.reconstruction,
         [torch.tensor([[[[0.24812829494476318, 0.3841108977794647, 0.04423871636390686, 0.06601524353027344, 0.15371140837669373], [0.3170393407344818, 0.2450467050075531, 0.4482223689556122, 0.2278139889240265, 0.3161531388759613], [0.1744467318058014, 0.20085865259170532, 0.011162877082824707, 0.08442947268486023, 0.14694422483444214], [0.259260892868042, 0.3488337993621826, 0.4000056982040405, 0.08051472902297974, 0.14113429188728333], [0.3408042788505554, 0.4575969874858856, 0.19854995608329773, 0.43707793951034546, 0.20970416069030762]], [[0.27645352482795715, 0.47636905312538147, 0.018082410097122192, 0.0926155149936676, 0.18670868873596191], [0.15255001187324524, 0.46600019931793213, 0.08795508742332458, 0.1349167823791504, 0.07533988356590271], [0.015859752893447876, 0.10406488180160522, 0.4648995101451874, 0.3615545928478241, 0.3711681365966797], [0.26314789056777954, 0.12182912230491638, 0.2922961711883545, 0.016576319932937622, 0.06935843825340271], [0.121117502450943, 0.4077344834804535, 0.396580308675766, 0.1391262412071228, 0.24097940325737]], [[0.40989017486572266, 0.4985332787036896, 0.34922054409980774, 0.2837732136249542, 0.41762158274650574], [0.1027994155883789, 0.2965860068798065, 0.056173622608184814, 0.0767284631729126, 0.12085410952568054], [0.3631182610988617, 0.3505401015281677, 0.10191187262535095, 0.32552677392959595, 0.38724300265312195], [0.21844565868377686, 0.25954538583755493, 0.3079261779785156, 0.4050941467285156, 0.49004852771759033], [0.05734410881996155, 0.1583825647830963, 0.34825247526168823, 0.4571373462677002, 0.4675518274307251]]]]), rand(1, 3, 5, 5, seed=45225159)],
         note="discovered: docstring example of kornia.morphology.reconstruction"),
    case("morphology.top_hat", "morphology", kornia.morphology.top_hat,
         [rand(1, 3, 5, 5, seed=905960187), torch.ones(3, 3)],
         note="discovered: docstring example of kornia.morphology.top_hat"),
]

# Not discovered: 879 of 1405 public callables.
#   kornia.augmentation.AugmentationBase2D: no example in its docstring
#   kornia.augmentation.AugmentationBase3D: no example in its docstring
#   kornia.augmentation.GeometricAugmentationBase2D: no example in its docstring
#   kornia.augmentation.GeometricAugmentationBase3D: no example in its docstring
#   kornia.augmentation.IntensityAugmentationBase2D: no example in its docstring
#   kornia.augmentation.IntensityAugmentationBase3D: no example in its docstring
#   kornia.augmentation.LongestMaxSize: no example in its docstring
#   kornia.augmentation.ManyToManyAugmentationDispather: its calls could not be written: a tensor inside a list, tuple or dict argument
#   kornia.augmentation.MixAugmentationBaseV2: no example in its docstring
#   kornia.augmentation.RandomAutoContrast: no example in its docstring
#   kornia.augmentation.RandomDissolving: no example in its docstring
#   kornia.augmentation.RandomTransplantation3D: no example in its docstring
#   kornia.augmentation.Resize: no example in its docstring
#   kornia.augmentation.RigidAffineAugmentationBase2D: no example in its docstring
#   kornia.augmentation.RigidAffineAugmentationBase3D: no example in its docstring
#   kornia.augmentation.SmallestMaxSize: no example in its docstring
#   kornia.augmentation.auto.AutoAugment: its example makes no call to it with a tensor argument or result
#   kornia.augmentation.auto.PolicyAugmentBase: no example in its docstring
#   kornia.augmentation.auto.PolicySequential: no example in its docstring
#   kornia.augmentation.auto.RandAugment: its example makes no call to it with a tensor argument or result
#   kornia.augmentation.auto.TrivialAugment: its example makes no call to it with a tensor argument or result
#   kornia.augmentation.auto.autoaugment.ops.auto_contrast: no example in its docstring
#   kornia.augmentation.auto.autoaugment.ops.brightness: no example in its docstring
#   kornia.augmentation.auto.autoaugment.ops.color: no example in its docstring
#   kornia.augmentation.auto.autoaugment.ops.contrast: no example in its docstring
#   kornia.augmentation.auto.autoaugment.ops.equalize: no example in its docstring
#   kornia.augmentation.auto.autoaugment.ops.invert: no example in its docstring
#   kornia.augmentation.auto.autoaugment.ops.posterize: no example in its docstring
#   kornia.augmentation.auto.autoaugment.ops.rotate: no example in its docstring
#   kornia.augmentation.auto.autoaugment.ops.sharpness: no example in its docstring
#   kornia.augmentation.auto.autoaugment.ops.shear_x: no example in its docstring
#   kornia.augmentation.auto.autoaugment.ops.shear_y: no example in its docstring
#   kornia.augmentation.auto.autoaugment.ops.solarize: no example in its docstring
#   kornia.augmentation.auto.autoaugment.ops.translate_x: no example in its docstring
#   kornia.augmentation.auto.autoaugment.ops.translate_y: no example in its docstring
#   kornia.augmentation.auto.base.TransformMatrixMinIn: no example in its docstring
#   kornia.augmentation.auto.operations.AutoContrast: no example in its docstring
#   kornia.augmentation.auto.operations.Brightness: no example in its docstring
#   kornia.augmentation.auto.operations.Contrast: no example in its docstring
#   kornia.augmentation.auto.operations.Equalize: no example in its docstring
#   kornia.augmentation.auto.operations.Gray: no example in its docstring
#   kornia.augmentation.auto.operations.HorizontalFlip: no example in its docstring
#   kornia.augmentation.auto.operations.Hue: no example in its docstring
#   kornia.augmentation.auto.operations.Invert: no example in its docstring
#   kornia.augmentation.auto.operations.OperationBase: no example in its docstring
#   kornia.augmentation.auto.operations.Posterize: no example in its docstring
#   kornia.augmentation.auto.operations.Rotate: no example in its docstring
#   kornia.augmentation.auto.operations.Saturate: no example in its docstring
#   kornia.augmentation.auto.operations.Sharpness: no example in its docstring
#   kornia.augmentation.auto.operations.ShearX: no example in its docstring
#   kornia.augmentation.auto.operations.ShearY: no example in its docstring
#   kornia.augmentation.auto.operations.Solarize: no example in its docstring
#   kornia.augmentation.auto.operations.SolarizeAdd: no example in its docstring
#   kornia.augmentation.auto.operations.TranslateX: no example in its docstring
#   kornia.augmentation.auto.operations.TranslateY: no example in its docstring
#   kornia.augmentation.auto.operations.VerticalFlip: no example in its docstring
#   kornia.augmentation.auto.rand_augment.ops.auto_contrast: no example in its docstring
#   kornia.augmentation.auto.rand_augment.ops.brightness: no example in its docstring
#   kornia.augmentation.auto.rand_augment.ops.color: no example in its docstring
#   kornia.augmentation.auto.rand_augment.ops.contrast: no example in its docstring
#   kornia.augmentation.auto.rand_augment.ops.equalize: no example in its docstring
#   kornia.augmentation.auto.rand_augment.ops.invert: no example in its docstring
#   kornia.augmentation.auto.rand_augment.ops.posterize: no example in its docstring
#   kornia.augmentation.auto.rand_augment.ops.rotate: no example in its docstring
#   kornia.augmentation.auto.rand_augment.ops.sharpness: no example in its docstring
#   kornia.augmentation.auto.rand_augment.ops.shear_x: no example in its docstring
#   kornia.augmentation.auto.rand_augment.ops.shear_y: no example in its docstring
#   kornia.augmentation.auto.rand_augment.ops.solarize: no example in its docstring
#   kornia.augmentation.auto.rand_augment.ops.solarize_add: no example in its docstring
#   kornia.augmentation.auto.rand_augment.ops.translate_x: no example in its docstring
#   kornia.augmentation.auto.rand_augment.ops.translate_y: no example in its docstring
#   kornia.augmentation.container.ImageSequentialBase: no example in its docstring
#   kornia.augmentation.container.base.BasicSequentialBase: no example in its docstring
#   kornia.augmentation.container.base.SequentialBase: no example in its docstring
#   kornia.augmentation.container.ops.AugmentationSequentialOps: no example in its docstring
#   kornia.augmentation.container.ops.BoxSequentialOps: no example in its docstring
#   kornia.augmentation.container.ops.ClassSequentialOps: no example in its docstring
#   kornia.augmentation.container.ops.InputSequentialOps: no example in its docstring
#   kornia.augmentation.container.ops.KeypointSequentialOps: no example in its docstring
#   kornia.augmentation.container.ops.MaskSequentialOps: no example in its docstring
#   kornia.augmentation.container.ops.SequentialOpsInterface: no example in its docstring
#   kornia.augmentation.container.ops.get_geometric_only_param: no example in its docstring
#   kornia.augmentation.container.ops.make_input_only_sequential: no example in its docstring
#   kornia.augmentation.container.params.ParamItem: no example in its docstring
#   kornia.augmentation.container.params.PatchParamItem: no example in its docstring
#   kornia.augmentation.presets.ada.DataKey: no example in its docstring
#   kornia.augmentation.random_generator.AffineGenerator: no example in its docstring
#   kornia.augmentation.random_generator.AffineGenerator3D: no example in its docstring
#   kornia.augmentation.random_generator.ChannelDropoutGenerator: no example in its docstring
#   kornia.augmentation.random_generator.ChannelShuffleGenerator: no example in its docstring
#   kornia.augmentation.random_generator.ColorJiggleGenerator: no example in its docstring
#   kornia.augmentation.random_generator.ColorJitterGenerator: no example in its docstring
#   kornia.augmentation.random_generator.CropGenerator: no example in its docstring
#   kornia.augmentation.random_generator.CropGenerator3D: no example in its docstring
#   kornia.augmentation.random_generator.CutmixGenerator: no example in its docstring
#   kornia.augmentation.random_generator.DistributionWithMapper: its calls could not be written: an argument of type torch.distributions.normal.Normal cannot be written as source
#   kornia.augmentation.random_generator.GaussianIlluminationGenerator: no example in its docstring
#   kornia.augmentation.random_generator.GaussianNoiseGenerator: no example in its docstring
#   kornia.augmentation.random_generator.JPEGGenerator: no example in its docstring
#   kornia.augmentation.random_generator.JigsawGenerator: no example in its docstring
#   kornia.augmentation.random_generator.LinearCornerIlluminationGenerator: no example in its docstring
#   kornia.augmentation.random_generator.LinearIlluminationGenerator: no example in its docstring
#   kornia.augmentation.random_generator.MixupGenerator: no example in its docstring
#   kornia.augmentation.random_generator.MosaicGenerator: no example in its docstring
#   kornia.augmentation.random_generator.MotionBlurGenerator: no example in its docstring
#   kornia.augmentation.random_generator.MotionBlurGenerator3D: no example in its docstring
#   kornia.augmentation.random_generator.PatchMixGenerator: no example in its docstring
#   kornia.augmentation.random_generator.PerspectiveGenerator: no example in its docstring
#   kornia.augmentation.random_generator.PerspectiveGenerator3D: no example in its docstring
#   kornia.augmentation.random_generator.PlanckianJitterGenerator: no example in its docstring
#   kornia.augmentation.random_generator.PosterizeGenerator: no example in its docstring
#   kornia.augmentation.random_generator.ProbabilityGenerator: no example in its docstring
#   kornia.augmentation.random_generator.RainGenerator: no example in its docstring
#   kornia.augmentation.random_generator.RandomGaussianBlurGenerator: no example in its docstring
#   kornia.augmentation.random_generator.RandomGeneratorBase: no example in its docstring
#   kornia.augmentation.random_generator.RectangleEraseGenerator: no example in its docstring
#   kornia.augmentation.random_generator.ResizeGenerator: no example in its docstring
#   kornia.augmentation.random_generator.RotationGenerator3D: no example in its docstring
#   kornia.augmentation.random_generator.SaltAndPepperGenerator: no example in its docstring
#   kornia.augmentation.random_generator.ShearGenerator: no example in its docstring
#   kornia.augmentation.random_generator.TranslateGenerator: no example in its docstring
#   kornia.augmentation.random_generator.UniformDistribution: no example in its docstring
#   kornia.augmentation.random_generator.center_crop_generator: no example in its docstring
#   kornia.augmentation.random_generator.center_crop_generator3d: no example in its docstring
#   kornia.augmentation.random_generator.utils.randperm: no example in its docstring
#   kornia.augmentation.utils.deepcopy_dict: no example in its docstring
#   kornia.augmentation.utils.helpers.MultiprocessWrapper: no example in its docstring
#   kornia.augmentation.utils.helpers.preprocess_classes: no example in its docstring
#   kornia.augmentation.utils.helpers.preprocess_keypoints: no example in its docstring
#   kornia.augmentation.utils.override_parameters: no example in its docstring
#   kornia.color.CFA: no example in its docstring
#   kornia.color.ColorMap: its example makes no call to it with a tensor argument or result
#   kornia.color.ColorMapType: no example in its docstring
#   kornia.config.InstallationMode: no example in its docstring
#   kornia.constants.BorderType: no example in its docstring
#   kornia.constants.DType: no example in its docstring
#   kornia.constants.Resample: no example in its docstring
#   kornia.constants.SamplePadding: no example in its docstring
#   kornia.contrib.AugmentationAuditReport: no example in its docstring
#   kornia.contrib.AugmentationAuditStep: no example in its docstring
#   kornia.contrib.CombineTensorPatches: its example makes no call to it with a tensor argument or result
#   kornia.contrib.DistanceTransform: no example in its docstring
#   kornia.contrib.EdgeDetector: its example failed: RuntimeError: Failed to load weights from all 2 source(s). Last URL tried: 'https://cmp.felk.cvut.cz/~mishkdmy/models/DexiNed_BIPED_10.pth'. Last error: URLError: <urlopen error [Errno -2] Name or service not known>. Cache path: /root/.cache/torch/hub/checkpoints/DexiNed_BIPED_10.pth -- delete it if
#   kornia.contrib.EdgeDetectorBuilder: its example failed: RuntimeError: Failed to load weights from all 2 source(s). Last URL tried: 'https://cmp.felk.cvut.cz/~mishkdmy/models/DexiNed_BIPED_10.pth'. Last error: URLError: <urlopen error [Errno -2] Name or service not known>. Cache path: /root/.cache/torch/hub/checkpoints/DexiNed_BIPED_10.pth -- delete it if
#   kornia.contrib.ExtractTensorPatches: its example makes no call to it with a tensor argument or result
#   kornia.contrib.ImageStitcher: no example in its docstring
#   kornia.contrib.Lambda: its calls could not be written: function <lambda> has no importable name
#   kornia.contrib.ObjectDetector: no example in its docstring
#   kornia.contrib.RRDBNetBuilder: no example in its docstring
#   kornia.contrib.RTDETRDetectorBuilder: no example in its docstring
#   kornia.contrib.SmallSRBuilder: no example in its docstring
#   kornia.contrib.SpatialAudit: no example in its docstring
#   kornia.contrib.SuperResolution: no example in its docstring
#   kornia.contrib.SuperResolutionConfig: no example in its docstring
#   kornia.contrib.audit: no example in its docstring
#   kornia.contrib.compute_padding: its example makes no call to it with a tensor argument or result
#   kornia.contrib.diamond_square: no example in its docstring
#   kornia.contrib.extract_patches.create_padding_tuple: no example in its docstring
#   kornia.contrib.face_detection.FaceDetector: its example failed: RuntimeError: Failed to load weights from all 2 source(s). Last URL tried: 'https://github.com/kornia/data/raw/main/yunet_final.pth'. Last error: URLError: <urlopen error [Errno -2] Name or service not known>. Cache path: /root/.cache/torch/hub/checkpoints/yunet_final.pth -- delete it if it is corru
#   kornia.contrib.face_detection.FaceDetectorResult: no example in its docstring
#   kornia.contrib.face_detection.FaceKeypoint: no example in its docstring
#   kornia.contrib.histogram_matching: no example in its docstring
#   kornia.contrib.interp: no example in its docstring
#   kornia.contrib.object_detection.BoundingBox: no example in its docstring
#   kornia.contrib.object_detection.BoundingBoxDataFormat: no example in its docstring
#   kornia.contrib.object_detection.BoxFiltering: no example in its docstring
#   kornia.contrib.object_detection.ObjectDetectorResult: no example in its docstring
#   kornia.contrib.object_detection.results_from_detections: no example in its docstring
#   kornia.contrib.visual_prompter.VisualPrompter: its example timed out (killed after 60 s (--timeout))
#   kornia.core.ImageModule: no example in its docstring
#   kornia.core.ImageModuleMixIn: no example in its docstring
#   kornia.core.ImageSequential: no example in its docstring
#   kornia.core.ONNXExportMixin: no example in its docstring
#   kornia.core.ONNXMixin: no example in its docstring
#   kornia.core.ONNXRuntimeMixin: no example in its docstring
#   kornia.core.TensorWrapper: no example in its docstring
#   kornia.core.check.KORNIA_CHECK: its example makes no call to it with a tensor argument or result
#   kornia.core.check.KORNIA_CHECK_SAME_DEVICES: its calls could not be written: a tensor inside a list, tuple or dict argument
#   kornia.core.check.KORNIA_CHECK_TYPE: its example makes no call to it with a tensor argument or result
#   kornia.core.check.KORNIA_UNWRAP: no example in its docstring
#   kornia.core.check.are_checks_enabled: its example makes no call to it with a tensor argument or result
#   kornia.core.check.disable_checks: its example makes no call to it with a tensor argument or result
#   kornia.core.check.enable_checks: its example makes no call to it with a tensor argument or result
#   kornia.core.check_safetensors: no example in its docstring
#   kornia.core.download_file_from_url: its example makes no call to it with a tensor argument or result
#   kornia.core.download_hf_file: its example makes no call to it with a tensor argument or result
#   kornia.core.exceptions.BaseError: no example in its docstring
#   kornia.core.exceptions.DeviceError: no example in its docstring
#   kornia.core.exceptions.ImageError: no example in its docstring
#   kornia.core.exceptions.ShapeError: no example in its docstring
#   kornia.core.exceptions.TypeCheckError: no example in its docstring
#   kornia.core.exceptions.ValueCheckError: no example in its docstring
#   kornia.core.external.LazyLoader: no example in its docstring
#   kornia.core.eye_like: no example in its docstring
#   kornia.core.hf_url: its example makes no call to it with a tensor argument or result
#   kornia.core.load_safetensors: its example makes no call to it with a tensor argument or result
#   kornia.core.load_state_dict_from_url: its example makes no call to it with a tensor argument or result
#   kornia.core.utils.batched_forward: its calls could not be written: an argument of type torch.nn.modules.linear.Identity cannot be written as source
#   kornia.core.utils.dataclass_to_dict: no example in its docstring
#   kornia.core.utils.dict_to_dataclass: no example in its docstring
#   kornia.core.utils.get_cuda_device_if_available: no example in its docstring
#   kornia.core.utils.get_cuda_or_mps_device_if_available: no example in its docstring
#   kornia.core.utils.get_mps_device_if_available: no example in its docstring
#   kornia.core.utils.is_autocast_enabled: no example in its docstring
#   kornia.core.utils.is_compiling: no example in its docstring
#   kornia.core.utils.is_exporting: no example in its docstring
#   kornia.core.utils.is_mps_tensor_safe: no example in its docstring
#   kornia.core.utils.register_module_state: no example in its docstring
#   kornia.core.utils.safe_inverse_with_mask: no example in its docstring
#   kornia.core.utils.safe_solve_with_mask: no example in its docstring
#   kornia.core.utils.xla_is_available: no example in its docstring
#   kornia.core.vec_like: no example in its docstring
#   kornia.create_meshgrid: no example in its docstring
#   kornia.create_meshgrid3d: no example in its docstring
#   kornia.deprecated: no example in its docstring
#   kornia.draw_convex_polygon: no example in its docstring
#   kornia.draw_line: no example in its docstring
#   kornia.draw_point2d: no example in its docstring
#   kornia.draw_rectangle: no example in its docstring
#   kornia.enhance.Rescale: no example in its docstring
#   kornia.enhance.Threshold: no example in its docstring
#   kornia.enhance.ThresholdType: no example in its docstring
#   kornia.enhance.adjust.torch_version_ge: its example makes no call to it with a tensor argument or result
#   kornia.enhance.adjust_hue_raw: no example in its docstring
#   kornia.enhance.adjust_saturation_raw: no example in its docstring
#   kornia.enhance.equalize3d: no example in its docstring
#   kornia.enhance.histogram.joint_pdf: no example in its docstring
#   kornia.enhance.histogram.marginal_pdf: no example in its docstring
#   kornia.enhance.image_histogram2d: no example in its docstring
#   kornia.enhance.shift_rgb: no example in its docstring
#   kornia.enhance.threshold: no example in its docstring
#   kornia.eye_like: no example in its docstring
#   kornia.feature.ALIKED: its example makes no call to it with a tensor argument or result
#   kornia.feature.ALIKEDFeatures: no example in its docstring
#   kornia.feature.BlobDoG: no example in its docstring
#   kornia.feature.BlobDoGSingle: no example in its docstring
#   kornia.feature.BlobHessian: no example in its docstring
#   kornia.feature.CornerGFTT: no example in its docstring
#   kornia.feature.CornerHarris: no example in its docstring
#   kornia.feature.DISK: its example failed: RuntimeError: Failed to load weights from all 2 source(s). Last URL tried: 'https://raw.githubusercontent.com/cvlab-epfl/disk/master/depth-save.pth'. Last error: URLError: <urlopen error [Errno -2] Name or service not known>. Cache path: /root/.cache/torch/hub/checkpoints/depth-save.pth -- delete it
#   kornia.feature.DISKFeatures: no example in its docstring
#   kornia.feature.DeDoDe: its example failed: RuntimeError: Failed to load weights from all 2 source(s). Last URL tried: 'https://github.com/Parskatt/DeDoDe/releases/download/v2/dedode_detector_L_v2.pth'. Last error: URLError: <urlopen error [Errno -2] Name or service not known>. Cache path: /root/.cache/torch/hub/checkpoints/dedode_detector_L_
#   kornia.feature.DeFMO: its example timed out (killed after 60 s (--timeout))
#   kornia.feature.DescriptorMatcher: no example in its docstring
#   kornia.feature.DoGAffNetHardNet: no example in its docstring
#   kornia.feature.DoGHardNet: no example in its docstring
#   kornia.feature.FilterResponseNorm2d: no example in its docstring
#   kornia.feature.GFTTAffNetHardNet: no example in its docstring
#   kornia.feature.GeometryAwareDescriptorMatcher: no example in its docstring
#   kornia.feature.HesAffNetHardNet: no example in its docstring
#   kornia.feature.InterpolateSparse2d: no example in its docstring
#   kornia.feature.KeyNet: no example in its docstring
#   kornia.feature.KeyNetAffNetHardNet: no example in its docstring
#   kornia.feature.KeyNetDetector: no example in its docstring
#   kornia.feature.KeyNetHardNet: no example in its docstring
#   kornia.feature.LAFAffNetShapeEstimator: no example in its docstring
#   kornia.feature.LAFAffineShapeEstimator: no example in its docstring
#   kornia.feature.LAFDescriptor: no example in its docstring
#   kornia.feature.LAFOrienter: no example in its docstring
#   kornia.feature.LightGlue: no example in its docstring
#   kornia.feature.LightGlueMatcher: no example in its docstring
#   kornia.feature.LocalFeature: no example in its docstring
#   kornia.feature.LocalFeatureMatcher: its example failed: RuntimeError: Failed to load weights from all 2 source(s). Last URL tried: 'https://github.com/ducha-aiki/affnet/raw/master/pretrained/AffNet.pth'. Last error: URLError: <urlopen error [Errno -2] Name or service not known>. Cache path: /root/.cache/torch/hub/checkpoints/AffNet.pth -- delete it if it
#   kornia.feature.MKDDescriptor: its example failed: RuntimeError: Failed to load weights from all 1 source(s). Last URL tried: 'https://github.com/manyids2/mkd_pytorch/raw/master/mkd_pytorch/mkd-concat-64.pth'. Last error: URLError: <urlopen error [Errno -2] Name or service not known>. Cache path: /root/.cache/torch/hub/checkpoints/mkd-concat-64.pth 
#   kornia.feature.MultiResolutionDetector: no example in its docstring
#   kornia.feature.OnnxLightGlue: no example in its docstring
#   kornia.feature.PassLAF: no example in its docstring
#   kornia.feature.PatchAffineShapeEstimator: no example in its docstring
#   kornia.feature.PatchDominantGradientOrientation: no example in its docstring
#   kornia.feature.SIFTDescriptorFromPyramid: no example in its docstring
#   kornia.feature.SIFTFeature: no example in its docstring
#   kornia.feature.SIFTFeatureScaleSpace: no example in its docstring
#   kornia.feature.SOLD2: its example failed: RuntimeError: Failed to load weights from all 2 source(s). Last URL tried: 'https://cmp.felk.cvut.cz/~mishkdmy/models/sold2_wireframe.pth'. Last error: URLError: <urlopen error [Errno -2] Name or service not known>. Cache path: /root/.cache/torch/hub/checkpoints/sold2_wireframe.pth -- delete it if i
#   kornia.feature.SOLD2_detector: its example timed out (killed after 60 s (--timeout))
#   kornia.feature.ScaleSpaceDetector: no example in its docstring
#   kornia.feature.TLU: no example in its docstring
#   kornia.feature.XFeat: its example failed: RuntimeError: Failed to load weights from all 1 source(s). Last URL tried: 'https://github.com/verlab/accelerated_features/raw/main/weights/xfeat.pt'. Last error: URLError: <urlopen error [Errno -2] Name or service not known>. Cache path: /root/.cache/torch/hub/checkpoints/xfeat.pt -- delete it if i
#   kornia.feature.XFeatModel: no example in its docstring
#   kornia.feature.adalam.AdalamFilter: no example in its docstring
#   kornia.feature.adalam.core.AdalamConfig: no example in its docstring
#   kornia.feature.adalam.core.adalam_core: no example in its docstring
#   kornia.feature.adalam.core.extract_local_patterns: no example in its docstring
#   kornia.feature.adalam.core.extract_neighborhood_sets: no example in its docstring
#   kornia.feature.adalam.core.select_seeds: no example in its docstring
#   kornia.feature.adalam.get_adalam_default_config: no example in its docstring
#   kornia.feature.adalam.ransac.confidence_based_inlier_selection: no example in its docstring
#   kornia.feature.adalam.ransac.group_sum_and_cumsum: no example in its docstring
#   kornia.feature.adalam.ransac.ransac: no example in its docstring
#   kornia.feature.adalam.ransac.sample_padded_inliers: no example in its docstring
#   kornia.feature.adalam.ransac.stable_sort_residuals: no example in its docstring
#   kornia.feature.adalam.utils.arange_sequence: no example in its docstring
#   kornia.feature.adalam.utils.batch_2x2_Q: no example in its docstring
#   kornia.feature.adalam.utils.batch_2x2_det: no example in its docstring
#   kornia.feature.adalam.utils.batch_2x2_ellipse: no example in its docstring
#   kornia.feature.adalam.utils.batch_2x2_inv: no example in its docstring
#   kornia.feature.adalam.utils.batch_2x2_invQ: no example in its docstring
#   kornia.feature.adalam.utils.dist_matrix: no example in its docstring
#   kornia.feature.adalam.utils.draw_first_k_couples: no example in its docstring
#   kornia.feature.adalam.utils.orientation_diff: no example in its docstring
#   kornia.feature.adalam.utils.piecewise_arange: no example in its docstring
#   kornia.feature.adalam.utils.random_samples_indices: no example in its docstring
#   kornia.feature.aliked.aliked.ConvBlock: no example in its docstring
#   kornia.feature.aliked.aliked.DKD: no example in its docstring
#   kornia.feature.aliked.aliked.DeformableConv2d: no example in its docstring
#   kornia.feature.aliked.aliked.InputPadder: no example in its docstring
#   kornia.feature.aliked.aliked.ResBlock: no example in its docstring
#   kornia.feature.aliked.aliked.SDDH: no example in its docstring
#   kornia.feature.aliked.aliked.get_conv: no example in its docstring
#   kornia.feature.aliked.aliked.get_patches: no example in its docstring
#   kornia.feature.aliked.deform_conv2d: no example in its docstring
#   kornia.feature.dedode.decoder.ConvRefiner: no example in its docstring
#   kornia.feature.dedode.decoder.Decoder: no example in its docstring
#   kornia.feature.dedode.dedode_models.dedode_descriptor_B: no example in its docstring
#   kornia.feature.dedode.dedode_models.dedode_descriptor_G: no example in its docstring
#   kornia.feature.dedode.dedode_models.dedode_detector_L: no example in its docstring
#   kornia.feature.dedode.dedode_models.get_descriptor: no example in its docstring
#   kornia.feature.dedode.dedode_models.get_detector: no example in its docstring
#   kornia.feature.dedode.descriptor.DeDoDeDescriptor: no example in its docstring
#   kornia.feature.dedode.detector.DeDoDeDetector: no example in its docstring
#   kornia.feature.dedode.encoder.FrozenDINOv2: no example in its docstring
#   kornia.feature.dedode.encoder.VGG19: no example in its docstring
#   kornia.feature.dedode.encoder.VGG_DINOv2: no example in its docstring
#   kornia.feature.dedode.transformer.dinov2.BlockChunk: no example in its docstring
#   kornia.feature.dedode.transformer.dinov2.DinoVisionTransformer: no example in its docstring
#   kornia.feature.dedode.transformer.dinov2.init_weights_vit_timm: no example in its docstring
#   kornia.feature.dedode.transformer.dinov2.named_apply: no example in its docstring
#   kornia.feature.dedode.transformer.dinov2.vit_base: no example in its docstring
#   kornia.feature.dedode.transformer.dinov2.vit_giant2: no example in its docstring
#   kornia.feature.dedode.transformer.dinov2.vit_small: no example in its docstring
#   kornia.feature.dedode.transformer.layers.DINOHead: no example in its docstring
#   kornia.feature.dedode.transformer.layers.MemEffAttention: no example in its docstring
#   kornia.feature.dedode.transformer.layers.Mlp: no example in its docstring
#   kornia.feature.dedode.transformer.layers.NestedTensorBlock: no example in its docstring
#   kornia.feature.dedode.transformer.layers.PatchEmbed: no example in its docstring
#   kornia.feature.dedode.transformer.layers.SwiGLUFFN: no example in its docstring
#   kornia.feature.dedode.transformer.layers.SwiGLUFFNFused: no example in its docstring
#   kornia.feature.dedode.transformer.layers.attention.Attention: no example in its docstring
#   kornia.feature.dedode.transformer.layers.block.Block: no example in its docstring
#   kornia.feature.dedode.transformer.layers.block.drop_add_residual_stochastic_depth: no example in its docstring
#   kornia.feature.dedode.transformer.layers.drop_path.DropPath: no example in its docstring
#   kornia.feature.dedode.transformer.layers.drop_path.drop_path: no example in its docstring
#   kornia.feature.dedode.transformer.layers.layer_scale.LayerScale: no example in its docstring
#   kornia.feature.dedode.transformer.layers.patch_embed.make_2tuple: no example in its docstring
#   kornia.feature.dedode.transformer.vit_large: no example in its docstring
#   kornia.feature.dedode.utils.dedode_denormalize_pixel_coordinates: no example in its docstring
#   kornia.feature.dedode.utils.get_grid: no example in its docstring
#   kornia.feature.dedode.utils.sample_keypoints: no example in its docstring
#   kornia.feature.dedode.vgg.VGG: no example in its docstring
#   kornia.feature.dedode.vgg.make_layers: no example in its docstring
#   kornia.feature.dedode.vgg.vgg11: no example in its docstring
#   kornia.feature.dedode.vgg.vgg11_bn: no example in its docstring
#   kornia.feature.dedode.vgg.vgg13: no example in its docstring
#   kornia.feature.dedode.vgg.vgg13_bn: no example in its docstring
#   kornia.feature.dedode.vgg.vgg16: no example in its docstring
#   kornia.feature.dedode.vgg.vgg16_bn: no example in its docstring
#   kornia.feature.dedode.vgg.vgg19: no example in its docstring
#   kornia.feature.dedode.vgg.vgg19_bn: no example in its docstring
#   kornia.feature.defmo.Bottleneck: no example in its docstring
#   kornia.feature.defmo.EncoderDeFMO: no example in its docstring
#   kornia.feature.defmo.RenderingDeFMO: no example in its docstring
#   kornia.feature.defmo.ResNet: no example in its docstring
#   kornia.feature.defmo.conv1x1: no example in its docstring
#   kornia.feature.defmo.conv3x3: no example in its docstring
#   kornia.feature.denormalize_laf: no example in its docstring
#   kornia.feature.disk.detector.heatmap_to_keypoints: no example in its docstring
#   kornia.feature.disk.disk.Unet: no example in its docstring
#   kornia.feature.disk.structs.Keypoints: no example in its docstring
#   kornia.feature.dog_response: no example in its docstring
#   kornia.feature.dog_response_single: no example in its docstring
#   kornia.feature.extract_patches_from_pyramid: no example in its docstring
#   kornia.feature.extract_patches_simple: no example in its docstring
#   kornia.feature.get_laf_descriptors: no example in its docstring
#   kornia.feature.keynet.KeyNet_conf: no example in its docstring
#   kornia.feature.laf.generate_patch_grid_from_normalized_LAF: no example in its docstring
#   kornia.feature.laf.get_laf_pts_to_draw: no example in its docstring
#   kornia.feature.laf_from_three_points: no example in its docstring
#   kornia.feature.laf_is_inside_image: no example in its docstring
#   kornia.feature.laf_to_boundary_points: no example in its docstring
#   kornia.feature.laf_to_three_points: no example in its docstring
#   kornia.feature.lightglue.Attention: no example in its docstring
#   kornia.feature.lightglue.CrossBlock: no example in its docstring
#   kornia.feature.lightglue.LearnableFourierPositionalEncoding: no example in its docstring
#   kornia.feature.lightglue.MatchAssignment: no example in its docstring
#   kornia.feature.lightglue.SelfBlock: no example in its docstring
#   kornia.feature.lightglue.TokenConfidence: no example in its docstring
#   kornia.feature.lightglue.TransformerLayer: no example in its docstring
#   kornia.feature.lightglue.apply_cached_rotary_emb: no example in its docstring
#   kornia.feature.lightglue.filter_matches: no example in its docstring
#   kornia.feature.lightglue.math_clamp: no example in its docstring
#   kornia.feature.lightglue.normalize_keypoints: no example in its docstring
#   kornia.feature.lightglue.pad_to_length: no example in its docstring
#   kornia.feature.lightglue.rotate_half: no example in its docstring
#   kornia.feature.lightglue.sigmoid_log_double_softmax: no example in its docstring
#   kornia.feature.lightglue.torch_version_lt: no example in its docstring
#   kornia.feature.lightglue_onnx.utils.download_onnx_from_url: its example failed: RuntimeError: Failed to download the file from all 1 source(s). Last URL tried: 'https://github.com/fabio-sim/LightGlue-ONNX/releases/download/v1.0.0/disk_lightglue_fused_fp16.onnx'. Last error: URLError: <urlopen error [Errno -2] Name or service not known>. Cache path: /root/.cache/torch/hub/checkp
#   kornia.feature.lightglue_onnx.utils.normalize_keypoints: no example in its docstring
#   kornia.feature.loftr.backbone.ResNetFPN_16_4: no example in its docstring
#   kornia.feature.loftr.backbone.ResNetFPN_8_2: no example in its docstring
#   kornia.feature.loftr.backbone.build_backbone: no example in its docstring
#   kornia.feature.loftr.backbone.resnet_fpn.BasicBlock: no example in its docstring
#   kornia.feature.loftr.backbone.resnet_fpn.conv1x1: no example in its docstring
#   kornia.feature.loftr.backbone.resnet_fpn.conv3x3: no example in its docstring
#   kornia.feature.loftr.loftr_module.FinePreprocess: no example in its docstring
#   kornia.feature.loftr.loftr_module.LocalFeatureTransformer: no example in its docstring
#   kornia.feature.loftr.loftr_module.linear_attention.FullAttention: no example in its docstring
#   kornia.feature.loftr.loftr_module.linear_attention.LinearAttention: no example in its docstring
#   kornia.feature.loftr.loftr_module.linear_attention.elu_feature_map: no example in its docstring
#   kornia.feature.loftr.loftr_module.transformer.LoFTREncoderLayer: no example in its docstring
#   kornia.feature.loftr.utils.coarse_matching.CoarseMatching: no example in its docstring
#   kornia.feature.loftr.utils.coarse_matching.compute_max_candidates: no example in its docstring
#   kornia.feature.loftr.utils.coarse_matching.mask_border: no example in its docstring
#   kornia.feature.loftr.utils.coarse_matching.mask_border_with_padding: no example in its docstring
#   kornia.feature.loftr.utils.fine_matching.FineMatching: no example in its docstring
#   kornia.feature.loftr.utils.geometry.warp_kpts: no example in its docstring
#   kornia.feature.loftr.utils.position_encoding.PositionEncodingSine: no example in its docstring
#   kornia.feature.loftr.utils.supervision.compute_supervision_coarse: no example in its docstring
#   kornia.feature.loftr.utils.supervision.compute_supervision_fine: no example in its docstring
#   kornia.feature.loftr.utils.supervision.mask_pts_at_padded_regions: no example in its docstring
#   kornia.feature.loftr.utils.supervision.spvs_coarse: no example in its docstring
#   kornia.feature.loftr.utils.supervision.spvs_fine: no example in its docstring
#   kornia.feature.match_adalam: no example in its docstring
#   kornia.feature.match_fginn: no example in its docstring
#   kornia.feature.match_mnn: no example in its docstring
#   kornia.feature.match_nn: no example in its docstring
#   kornia.feature.match_smnn: no example in its docstring
#   kornia.feature.match_snn: no example in its docstring
#   kornia.feature.matching.DescriptorMatcherWithSteerer: its example failed: RuntimeError: Failed to load weights from all 2 source(s). Last URL tried: 'https://github.com/Parskatt/DeDoDe/releases/download/v2/dedode_detector_L_v2.pth'. Last error: URLError: <urlopen error [Errno -2] Name or service not known>. Cache path: /root/.cache/torch/hub/checkpoints/dedode_detector_L_
#   kornia.feature.mkd.SimpleKD: no example in its docstring
#   kornia.feature.mkd.get_grid_dict: no example in its docstring
#   kornia.feature.mkd.get_kron_order: no example in its docstring
#   kornia.feature.mkd.load_whitening_model: no example in its docstring
#   kornia.feature.mkd.spatial_kernel_embedding: no example in its docstring
#   kornia.feature.normalize_laf: no example in its docstring
#   kornia.feature.rotate_laf: no example in its docstring
#   kornia.feature.scale_space_detector.Detector_config: no example in its docstring
#   kornia.feature.scale_space_detector.get_default_detector_config: no example in its docstring
#   kornia.feature.set_laf_orientation: no example in its docstring
#   kornia.feature.siftdesc.get_sift_bin_ksize_stride_pad: no example in its docstring
#   kornia.feature.siftdesc.get_sift_pooling_kernel: no example in its docstring
#   kornia.feature.siftdesc.sift_describe: no example in its docstring
#   kornia.feature.sold2.backbones.Bottleneck2D: no example in its docstring
#   kornia.feature.sold2.backbones.Hourglass: no example in its docstring
#   kornia.feature.sold2.backbones.HourglassBackbone: no example in its docstring
#   kornia.feature.sold2.backbones.HourglassConfig: no example in its docstring
#   kornia.feature.sold2.backbones.HourglassNet: no example in its docstring
#   kornia.feature.sold2.backbones.MultitaskHead: no example in its docstring
#   kornia.feature.sold2.backbones.PixelShuffleDecoder: no example in its docstring
#   kornia.feature.sold2.backbones.SOLD2Net: no example in its docstring
#   kornia.feature.sold2.backbones.SuperpointDecoder: no example in its docstring
#   kornia.feature.sold2.backbones.SuperpointDescriptor: no example in its docstring
#   kornia.feature.sold2.backbones.hg: no example in its docstring
#   kornia.feature.sold2.sold2.WunschLineMatcher: no example in its docstring
#   kornia.feature.sold2.sold2.batched_linspace: no example in its docstring
#   kornia.feature.sold2.sold2.keypoints_to_grid: no example in its docstring
#   kornia.feature.sold2.sold2_detector.line_map_to_segments: no example in its docstring
#   kornia.feature.sold2.sold2_detector.prob_to_junctions: no example in its docstring
#   kornia.feature.sold2.structures.BackboneCfg: no example in its docstring
#   kornia.feature.sold2.structures.DetectorCfg: no example in its docstring
#   kornia.feature.sold2.structures.HeatMapRefineCfg: no example in its docstring
#   kornia.feature.sold2.structures.JunctionRefineCfg: no example in its docstring
#   kornia.feature.sold2.structures.LineDetectorCfg: no example in its docstring
#   kornia.feature.sold2.structures.LineMatcherCfg: no example in its docstring
#   kornia.feature.xfeat.BasicLayer: no example in its docstring
#   kornia.filters.EdgeAwareBlurPool2D: no example in its docstring
#   kornia.filters.OtsuThreshold: no example in its docstring
#   kornia.filters.StableDiffusionDissolving: no example in its docstring
#   kornia.filters.dexined.CoFusion: no example in its docstring
#   kornia.filters.dexined.DoubleConvBlock: no example in its docstring
#   kornia.filters.dexined.SingleConvBlock: no example in its docstring
#   kornia.filters.dexined.UpConvBlock: no example in its docstring
#   kornia.filters.dexined.weight_init: no example in its docstring
#   kornia.filters.edge_aware_blur_pool2d: no example in its docstring
#   kornia.filters.fft_conv: its example makes no call to it with a tensor argument or result
#   kornia.filters.gaussian: no example in its docstring
#   kornia.filters.get_binary_kernel2d: no example in its docstring
#   kornia.filters.get_box_kernel1d: no example in its docstring
#   kornia.filters.get_box_kernel2d: no example in its docstring
#   kornia.filters.get_diff_kernel2d: no example in its docstring
#   kornia.filters.get_hanning_kernel2d: no example in its docstring
#   kornia.filters.get_sobel_kernel2d: no example in its docstring
#   kornia.filters.get_spatial_gradient_kernel2d: no example in its docstring
#   kornia.filters.get_spatial_gradient_kernel3d: no example in its docstring
#   kornia.filters.kernels.gaussian_discrete: no example in its docstring
#   kornia.filters.kernels.gaussian_discrete_erf: no example in its docstring
#   kornia.filters.kernels.get_canny_nms_kernel: no example in its docstring
#   kornia.filters.kernels.get_diff_kernel2d_2nd_order: no example in its docstring
#   kornia.filters.kernels.get_diff_kernel3d: no example in its docstring
#   kornia.filters.kernels.get_diff_kernel3d_2nd_order: no example in its docstring
#   kornia.filters.kernels.get_diff_kernel_3x3: no example in its docstring
#   kornia.filters.kernels.get_hysteresis_kernel: no example in its docstring
#   kornia.filters.kernels.get_sobel_kernel2d_2nd_order: no example in its docstring
#   kornia.filters.kernels.get_sobel_kernel_3x3: no example in its docstring
#   kornia.filters.kernels.get_sobel_kernel_5x5_2nd_order: no example in its docstring
#   kornia.filters.kernels.normalize_kernel2d: no example in its docstring
#   kornia.filters.laplacian_1d: no example in its docstring
#   kornia.geometry.BaseModel: no example in its docstring
#   kornia.geometry.BaseWarper: no example in its docstring
#   kornia.geometry.CenterCrop2D: no example in its docstring
#   kornia.geometry.ConvQuadInterp3d: no example in its docstring
#   kornia.geometry.ConvSoftArgmax2d: no example in its docstring
#   kornia.geometry.ConvSoftArgmax3d: no example in its docstring
#   kornia.geometry.DepthWarper: its calls could not be written: does not replay from the written source: ValueError: Please, call compute_projection_matrix.
#   kornia.geometry.Homography: no example in its docstring
#   kornia.geometry.Hyperplane: no example in its docstring
#   kornia.geometry.IterativeQuadInterp3d: no example in its docstring
#   kornia.geometry.KRt_from_projection: no example in its docstring
#   kornia.geometry.NonMaximaSuppression2d: no example in its docstring
#   kornia.geometry.NonMaximaSuppression3d: no example in its docstring
#   kornia.geometry.RANSAC: no example in its docstring
#   kornia.geometry.Similarity: no example in its docstring
#   kornia.geometry.SpatialSoftArgmax2d: no example in its docstring
#   kornia.geometry.StereoCamera: no example in its docstring
#   kornia.geometry.angle_axis_to_quaternion: no example in its docstring
#   kornia.geometry.angle_axis_to_rotation_matrix: no example in its docstring
#   kornia.geometry.batched_squared_norm: no example in its docstring
#   kornia.geometry.boxes.VideoBoxes: no example in its docstring
#   kornia.geometry.build_laplacian_pyramid: no example in its docstring
#   kornia.geometry.build_pyramid: no example in its docstring
#   kornia.geometry.cam2pixel: no example in its docstring
#   kornia.geometry.camera.pinhole.PinholeCamerasList: no example in its docstring
#   kornia.geometry.camera.stereo.StereoException: no example in its docstring
#   kornia.geometry.camera.stereo.reproject_disparity_to_3D: no example in its docstring
#   kornia.geometry.camera.utils.create_camera_dimensions: no example in its docstring
#   kornia.geometry.camera.utils.create_extrinsics_with_rotation: no example in its docstring
#   kornia.geometry.camera.utils.create_four_cameras: no example in its docstring
#   kornia.geometry.camera.utils.create_intrinsics: no example in its docstring
#   kornia.geometry.camera.utils.create_pinhole_camera: no example in its docstring
#   kornia.geometry.camera.utils.create_random_images_for_cameras: no example in its docstring
#   kornia.geometry.camera.utils.create_red_images_for_cameras: no example in its docstring
#   kornia.geometry.compute_correspond_epilines: no example in its docstring
#   kornia.geometry.create_meshgrid3d: no example in its docstring
#   kornia.geometry.crop_by_indices: no example in its docstring
#   kornia.geometry.crop_by_transform_mat: no example in its docstring
#   kornia.geometry.crop_by_transform_mat3d: no example in its docstring
#   kornia.geometry.cross_product_matrix: no example in its docstring
#   kornia.geometry.decompose_essential_matrix: no example in its docstring
#   kornia.geometry.decompose_essential_matrix_no_svd: no example in its docstring
#   kornia.geometry.denormalize_homography: no example in its docstring
#   kornia.geometry.denormalize_homography3d: no example in its docstring
#   kornia.geometry.denormalize_pixel_coordinates3d: no example in its docstring
#   kornia.geometry.depth_from_plane_equation: no example in its docstring
#   kornia.geometry.depth_from_point: no example in its docstring
#   kornia.geometry.determinant_to_polynomial: no example in its docstring
#   kornia.geometry.epipolar.fundamental.run_7point: no example in its docstring
#   kornia.geometry.epipolar.fundamental.run_8point: no example in its docstring
#   kornia.geometry.epipolar.numeric.matrix_cofactor_tensor: no example in its docstring
#   kornia.geometry.essential_from_Rt: no example in its docstring
#   kornia.geometry.essential_from_fundamental: no example in its docstring
#   kornia.geometry.euclidean_distance: no example in its docstring
#   kornia.geometry.euler_from_quaternion: no example in its docstring
#   kornia.geometry.find_affine: no example in its docstring
#   kornia.geometry.find_essential: no example in its docstring
#   kornia.geometry.find_fundamental: no example in its docstring
#   kornia.geometry.find_homography_dlt: no example in its docstring
#   kornia.geometry.find_homography_dlt_iterated: no example in its docstring
#   kornia.geometry.find_homography_lines_dlt: no example in its docstring
#   kornia.geometry.find_homography_lines_dlt_iterated: no example in its docstring
#   kornia.geometry.fit_plane: no example in its docstring
#   kornia.geometry.fundamental_from_essential: no example in its docstring
#   kornia.geometry.fundamental_from_projections: no example in its docstring
#   kornia.geometry.generate_scene: no example in its docstring
#   kornia.geometry.get_affine_matrix2d: no example in its docstring
#   kornia.geometry.get_affine_matrix3d: no example in its docstring
#   kornia.geometry.get_closest_point_on_epipolar_line: no example in its docstring
#   kornia.geometry.get_perpendicular: no example in its docstring
#   kornia.geometry.get_perspective_transform3d: no example in its docstring
#   kornia.geometry.get_projective_transform: no example in its docstring
#   kornia.geometry.get_translation_matrix2d: no example in its docstring
#   kornia.geometry.hflip: no example in its docstring
#   kornia.geometry.intrinsics_like: no example in its docstring
#   kornia.geometry.invert_affine_transform: no example in its docstring
#   kornia.geometry.keypoints.Keypoints: no example in its docstring
#   kornia.geometry.keypoints.Keypoints3D: no example in its docstring
#   kornia.geometry.left_to_right_epipolar_distance: no example in its docstring
#   kornia.geometry.line_segment_transfer_error_one_way: no example in its docstring
#   kornia.geometry.load_pointcloud_ply: no example in its docstring
#   kornia.geometry.load_pointcloud_ply_binary: no example in its docstring
#   kornia.geometry.motion_from_essential: no example in its docstring
#   kornia.geometry.motion_from_essential_choose_solution: no example in its docstring
#   kornia.geometry.multiply_deg_one_poly: no example in its docstring
#   kornia.geometry.multiply_deg_two_one_poly: no example in its docstring
#   kornia.geometry.nms2d: no example in its docstring
#   kornia.geometry.nms3d: no example in its docstring
#   kornia.geometry.normalize_homography: no example in its docstring
#   kornia.geometry.normalize_homography3d: no example in its docstring
#   kornia.geometry.normalize_pixel_coordinates3d: no example in its docstring
#   kornia.geometry.normalize_points: no example in its docstring
#   kornia.geometry.normalize_transformation: no example in its docstring
#   kornia.geometry.oneway_transfer_error: no example in its docstring
#   kornia.geometry.pixel2cam: no example in its docstring
#   kornia.geometry.point_line_distance: no example in its docstring
#   kornia.geometry.project_to_essential: no example in its docstring
#   kornia.geometry.projection_from_KRt: no example in its docstring
#   kornia.geometry.projection_from_Rt: no example in its docstring
#   kornia.geometry.projections_from_fundamental: no example in its docstring
#   kornia.geometry.quaternion.average_quaternions: no example in its docstring
#   kornia.geometry.quaternion_from_euler: no example in its docstring
#   kornia.geometry.quaternion_to_angle_axis: no example in its docstring
#   kornia.geometry.random_intrinsics: no example in its docstring
#   kornia.geometry.relative_camera_motion: no example in its docstring
#   kornia.geometry.render_gaussian2d: no example in its docstring
#   kornia.geometry.resize_to_be_divisible: no example in its docstring
#   kornia.geometry.right_to_left_epipolar_distance: no example in its docstring
#   kornia.geometry.rot180: no example in its docstring
#   kornia.geometry.rotate3d: no example in its docstring
#   kornia.geometry.rotation_matrix_to_angle_axis: no example in its docstring
#   kornia.geometry.sample_is_valid_for_homography: no example in its docstring
#   kornia.geometry.sampson_epipolar_distance: no example in its docstring
#   kornia.geometry.sampson_homography_distance: no example in its docstring
#   kornia.geometry.save_pointcloud_ply: no example in its docstring
#   kornia.geometry.save_pointcloud_ply_binary: no example in its docstring
#   kornia.geometry.scale_intrinsics: no example in its docstring
#   kornia.geometry.symmetric_transfer_error: no example in its docstring
#   kornia.geometry.symmetrical_epipolar_distance: no example in its docstring
#   kornia.geometry.tilt_projection: no example in its docstring
#   kornia.geometry.transform_bbox: no example in its docstring
#   kornia.geometry.unproject_meshgrid: no example in its docstring
#   kornia.geometry.validate_bbox: no example in its docstring
#   kornia.geometry.validate_bbox3d: no example in its docstring
#   kornia.geometry.vector.Scalar: no example in its docstring
#   kornia.geometry.vflip: no example in its docstring
#   kornia.geometry.warp_affine3d: no example in its docstring
#   kornia.geometry.warp_frame_depth: no example in its docstring
#   kornia.geometry.warp_grid: no example in its docstring
#   kornia.geometry.warp_grid3d: no example in its docstring
#   kornia.geometry.warp_perspective3d: no example in its docstring
#   kornia.get_cuda_device_if_available: no example in its docstring
#   kornia.get_cuda_or_mps_device_if_available: no example in its docstring
#   kornia.get_mps_device_if_available: no example in its docstring
#   kornia.image.ChannelsOrder: no example in its docstring
#   kornia.image.ColorSpace: no example in its docstring
#   kornia.image.ImageLayout: no example in its docstring
#   kornia.image.ImageSize: no example in its docstring
#   kornia.image.ImageToTensor: no example in its docstring
#   kornia.image.PixelFormat: no example in its docstring
#   kornia.image.base.KORNIA_CHECK_IMAGE_LAYOUT: no example in its docstring
#   kornia.image.draw_point2d: no example in its docstring
#   kornia.image.image_print.rgb2short: its example makes no call to it with a tensor argument or result
#   kornia.image.image_print.short2rgb: no example in its docstring
#   kornia.image.image_to_string: no example in its docstring
#   kornia.image.make_grid: no example in its docstring
#   kornia.image.perform_keep_shape_image: no example in its docstring
#   kornia.image.perform_keep_shape_video: no example in its docstring
#   kornia.image.print_image: no example in its docstring
#   kornia.image_to_string: no example in its docstring
#   kornia.image_to_tensor: no example in its docstring
#   kornia.io.ImageLoadType: no example in its docstring
#   kornia.io.get_sample_images: no example in its docstring
#   kornia.io.load_image: no example in its docstring
#   kornia.io.write_image: no example in its docstring
#   kornia.is_autocast_enabled: no example in its docstring
#   kornia.load_pointcloud_ply: no example in its docstring
#   kornia.losses.DiceLoss: no example in its docstring
#   kornia.losses.MIKernel: no example in its docstring
#   kornia.losses.MILossFromRef: no example in its docstring
#   kornia.losses.MILossFromRef2D: no example in its docstring
#   kornia.losses.MILossFromRef3D: no example in its docstring
#   kornia.losses.NMILossFromRef: no example in its docstring
#   kornia.losses.NMILossFromRef2D: no example in its docstring
#   kornia.losses.NMILossFromRef3D: no example in its docstring
#   kornia.losses.dice.mask_ignore_pixels: no example in its docstring
#   kornia.losses.mutual_information.EntropyBasedLossBase: no example in its docstring
#   kornia.losses.mutual_information.rectangular_kernel: no example in its docstring
#   kornia.losses.mutual_information.truncated_gaussian_kernel: no example in its docstring
#   kornia.losses.mutual_information.xu_kernel: no example in its docstring
#   kornia.losses.mutual_information_loss: no example in its docstring
#   kornia.losses.mutual_information_loss_2d: no example in its docstring
#   kornia.losses.mutual_information_loss_3d: no example in its docstring
#   kornia.losses.normalized_mutual_information_loss: no example in its docstring
#   kornia.losses.normalized_mutual_information_loss_2d: no example in its docstring
#   kornia.losses.normalized_mutual_information_loss_3d: no example in its docstring
#   kornia.metrics.mean_average_precision: its calls could not be written: a tensor inside a list, tuple or dict argument
#   kornia.models.base.ModelBase: no example in its docstring
#   kornia.models.base.ModelBaseMixin: no example in its docstring
#   kornia.models.common.ConvNormAct: no example in its docstring
#   kornia.models.common.DropPath: no example in its docstring
#   kornia.models.common.LayerNorm2d: no example in its docstring
#   kornia.models.common.MLP: no example in its docstring
#   kornia.models.common.window_partition: no example in its docstring
#   kornia.models.common.window_unpartition: no example in its docstring
#   kornia.models.depth_estimation.DepthAnythingONNXBuilder: no example in its docstring
#   kornia.models.depth_estimation.DepthEstimation: no example in its docstring
#   kornia.models.efficient_vit.EfficientViT: no example in its docstring
#   kornia.models.efficient_vit.EfficientViTConfig: no example in its docstring
#   kornia.models.efficient_vit.backbone.EfficientViTBackbone: no example in its docstring
#   kornia.models.efficient_vit.backbone.EfficientViTLargeBackbone: no example in its docstring
#   kornia.models.efficient_vit.backbone.efficientvit_backbone_b0: no example in its docstring
#   kornia.models.efficient_vit.backbone.efficientvit_backbone_b1: no example in its docstring
#   kornia.models.efficient_vit.backbone.efficientvit_backbone_b2: no example in its docstring
#   kornia.models.efficient_vit.backbone.efficientvit_backbone_b3: no example in its docstring
#   kornia.models.efficient_vit.backbone.efficientvit_backbone_l0: no example in its docstring
#   kornia.models.efficient_vit.backbone.efficientvit_backbone_l1: no example in its docstring
#   kornia.models.efficient_vit.backbone.efficientvit_backbone_l2: no example in its docstring
#   kornia.models.efficient_vit.backbone.efficientvit_backbone_l3: no example in its docstring
#   kornia.models.efficient_vit.nn.act.build_act: no example in its docstring
#   kornia.models.efficient_vit.nn.norm.LayerNorm2d: no example in its docstring
#   kornia.models.efficient_vit.nn.norm.build_norm: no example in its docstring
#   kornia.models.efficient_vit.nn.ops.ConvLayer: no example in its docstring
#   kornia.models.efficient_vit.nn.ops.DSConv: no example in its docstring
#   kornia.models.efficient_vit.nn.ops.EfficientViTBlock: no example in its docstring
#   kornia.models.efficient_vit.nn.ops.FusedMBConv: no example in its docstring
#   kornia.models.efficient_vit.nn.ops.IdentityLayer: no example in its docstring
#   kornia.models.efficient_vit.nn.ops.MBConv: no example in its docstring
#   kornia.models.efficient_vit.nn.ops.OpSequential: no example in its docstring
#   kornia.models.efficient_vit.nn.ops.ResBlock: no example in its docstring
#   kornia.models.efficient_vit.nn.ops.ResidualBlock: no example in its docstring
#   kornia.models.efficient_vit.utils.build_kwargs_from_config: no example in its docstring
#   kornia.models.efficient_vit.utils.get_same_padding: no example in its docstring
#   kornia.models.efficient_vit.utils.list.val2list: no example in its docstring
#   kornia.models.efficient_vit.utils.val2tuple: no example in its docstring
#   kornia.models.kimi_vl.KimiVLBuilder: no example in its docstring
#   kornia.models.kimi_vl.KimiVLConfig: no example in its docstring
#   kornia.models.kimi_vl.KimiVLModel: no example in its docstring
#   kornia.models.kimi_vl.KimiVLProjector: no example in its docstring
#   kornia.models.kimi_vl.KimiVLProjectorConfig: no example in its docstring
#   kornia.models.kimi_vl.MoonViT: no example in its docstring
#   kornia.models.kimi_vl.MoonViTConfig: no example in its docstring
#   kornia.models.kimi_vl.moonvit.MoonViTAttention: no example in its docstring
#   kornia.models.kimi_vl.moonvit.MoonViTEncoder: no example in its docstring
#   kornia.models.kimi_vl.moonvit.MoonViTLayer: no example in its docstring
#   kornia.models.kimi_vl.moonvit.MoonViTMLP: no example in its docstring
#   kornia.models.kimi_vl.moonvit.MoonViTRotaryEmbedding: no example in its docstring
#   kornia.models.kimi_vl.moonvit.apply_rotary_pos_emb: no example in its docstring
#   kornia.models.paligemma.PaliGemma: no example in its docstring
#   kornia.models.paligemma.PaliGemmaConfig: no example in its docstring
#   kornia.models.paligemma.modeling_paligemma.GemmaAttention: no example in its docstring
#   kornia.models.paligemma.modeling_paligemma.GemmaDecoderLayer: no example in its docstring
#   kornia.models.paligemma.modeling_paligemma.GemmaMLP: no example in its docstring
#   kornia.models.paligemma.modeling_paligemma.GemmaRMSNorm: no example in its docstring
#   kornia.models.paligemma.modeling_paligemma.GemmaRotaryEmbedding: no example in its docstring
#   kornia.models.paligemma.modeling_paligemma.apply_rotary_pos_emb: no example in its docstring
#   kornia.models.processors.NaFlex: its calls could not be written: an argument of type torch.nn.modules.conv.Conv2d cannot be written as source
#   kornia.models.qwen25.Qwen25VisionConfig: no example in its docstring
#   kornia.models.rt_detr.DETRPostProcessor: no example in its docstring
#   kornia.models.rt_detr.RTDETR: no example in its docstring
#   kornia.models.rt_detr.RTDETRConfig: no example in its docstring
#   kornia.models.rt_detr.RTDETRModelType: no example in its docstring
#   kornia.models.rt_detr.architecture.hgnetv2.HGBlock: no example in its docstring
#   kornia.models.rt_detr.architecture.hgnetv2.HGStage: no example in its docstring
#   kornia.models.rt_detr.architecture.hgnetv2.LightConvNormAct: no example in its docstring
#   kornia.models.rt_detr.architecture.hgnetv2.PPHGNetV2: no example in its docstring
#   kornia.models.rt_detr.architecture.hgnetv2.StageConfig: no example in its docstring
#   kornia.models.rt_detr.architecture.hgnetv2.StemBlock: no example in its docstring
#   kornia.models.rt_detr.architecture.hybrid_encoder.AIFI: no example in its docstring
#   kornia.models.rt_detr.architecture.hybrid_encoder.CCFM: no example in its docstring
#   kornia.models.rt_detr.architecture.hybrid_encoder.CSPRepLayer: no example in its docstring
#   kornia.models.rt_detr.architecture.hybrid_encoder.HybridEncoder: no example in its docstring
#   kornia.models.rt_detr.architecture.hybrid_encoder.RepVggBlock: no example in its docstring
#   kornia.models.rt_detr.architecture.hybrid_encoder.TransformerEncoder: no example in its docstring
#   kornia.models.rt_detr.architecture.resnet_d.BasicBlockD: no example in its docstring
#   kornia.models.rt_detr.architecture.resnet_d.Block: no example in its docstring
#   kornia.models.rt_detr.architecture.resnet_d.BottleneckD: no example in its docstring
#   kornia.models.rt_detr.architecture.resnet_d.ResNetD: no example in its docstring
#   kornia.models.rt_detr.architecture.rtdetr_head.MultiScaleDeformableAttention: no example in its docstring
#   kornia.models.rt_detr.architecture.rtdetr_head.RTDETRHead: no example in its docstring
#   kornia.models.rt_detr.architecture.rtdetr_head.TransformerDecoder: no example in its docstring
#   kornia.models.rt_detr.architecture.rtdetr_head.TransformerDecoderLayer: no example in its docstring
#   kornia.models.sam.Sam: its example makes no call to it with a tensor argument or result
#   kornia.models.sam.SamConfig: no example in its docstring
#   kornia.models.sam.SamModelType: no example in its docstring
#   kornia.models.sam.architecture.common.LayerNorm: no example in its docstring
#   kornia.models.sam.architecture.common.MLPBlock: no example in its docstring
#   kornia.models.sam.architecture.image_encoder.Attention: no example in its docstring
#   kornia.models.sam.architecture.image_encoder.Block: no example in its docstring
#   kornia.models.sam.architecture.image_encoder.ImageEncoderViT: no example in its docstring
#   kornia.models.sam.architecture.image_encoder.PatchEmbed: no example in its docstring
#   kornia.models.sam.architecture.image_encoder.add_decomposed_rel_pos: no example in its docstring
#   kornia.models.sam.architecture.image_encoder.get_rel_pos: no example in its docstring
#   kornia.models.sam.architecture.mask_decoder.MaskDecoder: no example in its docstring
#   kornia.models.sam.architecture.prompt_encoder.PositionEmbeddingRandom: no example in its docstring
#   kornia.models.sam.architecture.prompt_encoder.PromptEncoder: no example in its docstring
#   kornia.models.sam.architecture.transformer.Attention: no example in its docstring
#   kornia.models.sam.architecture.transformer.TwoWayAttentionBlock: no example in its docstring
#   kornia.models.sam.architecture.transformer.TwoWayTransformer: no example in its docstring
#   kornia.models.segmentation.SegmentationModelsBuilder: its example makes no call to it with a tensor argument or result
#   kornia.models.segmentation.SemanticSegmentation: no example in its docstring
#   kornia.models.siglip2.SigLip2Builder: no example in its docstring
#   kornia.models.siglip2.SigLip2Config: no example in its docstring
#   kornia.models.siglip2.SigLip2Result: no example in its docstring
#   kornia.models.siglip2.attention.SigLip2Attention: no example in its docstring
#   kornia.models.siglip2.config.SigLip2TextConfig: no example in its docstring
#   kornia.models.siglip2.config.SigLip2VisionConfig: no example in its docstring
#   kornia.models.siglip2.text_encoder.SigLip2TextEmbeddings: no example in its docstring
#   kornia.models.siglip2.text_encoder.SigLip2TextEncoder: no example in its docstring
#   kornia.models.siglip2.text_encoder.SigLip2TextLayer: no example in its docstring
#   kornia.models.siglip2.text_encoder.SigLip2TextModel: no example in its docstring
#   kornia.models.siglip2.vision_encoder.SigLip2MultiheadAttentionPoolingHead: no example in its docstring
#   kornia.models.siglip2.vision_encoder.SigLip2VisionEmbeddings: no example in its docstring
#   kornia.models.siglip2.vision_encoder.SigLip2VisionEncoder: no example in its docstring
#   kornia.models.siglip2.vision_encoder.SigLip2VisionLayer: no example in its docstring
#   kornia.models.siglip2.vision_encoder.SigLip2VisionModel: no example in its docstring
#   kornia.models.small_sr.SmallSRNet: no example in its docstring
#   kornia.models.small_sr.SmallSRNetWrapper: no example in its docstring
#   kornia.models.small_sr.weight_init: no example in its docstring
#   kornia.models.smolvlm2.SmolVLM2: no example in its docstring
#   kornia.models.structures.Prompts: no example in its docstring
#   kornia.models.structures.SegmentationResults: no example in its docstring
#   kornia.models.tiny_vit.Attention: no example in its docstring
#   kornia.models.tiny_vit.BasicLayer: no example in its docstring
#   kornia.models.tiny_vit.ConvBN: no example in its docstring
#   kornia.models.tiny_vit.ConvLayer: no example in its docstring
#   kornia.models.tiny_vit.MBConv: no example in its docstring
#   kornia.models.tiny_vit.MLP: no example in its docstring
#   kornia.models.tiny_vit.PatchEmbed: no example in its docstring
#   kornia.models.tiny_vit.PatchMerging: no example in its docstring
#   kornia.models.tiny_vit.TinyViT: no example in its docstring
#   kornia.models.tiny_vit.TinyViTBlock: no example in its docstring
#   kornia.models.vit_mobile.Attention: no example in its docstring
#   kornia.models.vit_mobile.FeedForward: no example in its docstring
#   kornia.models.vit_mobile.MV2Block: no example in its docstring
#   kornia.models.vit_mobile.MobileViTBlock: no example in its docstring
#   kornia.models.vit_mobile.PreNorm: no example in its docstring
#   kornia.models.vit_mobile.Transformer: no example in its docstring
#   kornia.models.vit_mobile.conv_1x1_bn: no example in its docstring
#   kornia.models.vit_mobile.conv_nxn_bn: no example in its docstring
#   kornia.models.yunet.YuNet: its example failed: RuntimeError: Failed to load weights from all 2 source(s). Last URL tried: 'https://github.com/kornia/data/raw/main/yunet_final.pth'. Last error: URLError: <urlopen error [Errno -2] Name or service not known>. Cache path: /root/.cache/torch/hub/checkpoints/yunet_final.pth -- delete it if it is corru
#   kornia.models.yunet.processors.PriorBox: no example in its docstring
#   kornia.models.yunet.processors.decode: no example in its docstring
#   kornia.one_hot: no example in its docstring
#   kornia.onnx.ONNXLoader: no example in its docstring
#   kornia.onnx.ONNXModule: no example in its docstring
#   kornia.onnx.ONNXSequential: no example in its docstring
#   kornia.onnx.add_metadata: no example in its docstring
#   kornia.onnx.download.CachedDownloader: no example in its docstring
#   kornia.onnx.io_name_conversion: no example in its docstring
#   kornia.onnx.load: no example in its docstring
#   kornia.print_image: no example in its docstring
#   kornia.save_pointcloud_ply: no example in its docstring
#   kornia.sensors.camera.BrownConradyModel: no example in its docstring
#   kornia.sensors.camera.CameraModel: its example makes no call to it with a tensor argument or result
#   kornia.sensors.camera.CameraModelBase: its example makes no call to it with a tensor argument or result
#   kornia.sensors.camera.CameraModelType: no example in its docstring
#   kornia.sensors.camera.KannalaBrandtK3: no example in its docstring
#   kornia.sensors.camera.Orthographic: no example in its docstring
#   kornia.sensors.camera.PinholeModel: its example makes no call to it with a tensor argument or result
#   kornia.sensors.camera.camera_model.get_model_from_type: no example in its docstring
#   kornia.sensors.camera.distortion_model.AffineTransform: its example makes no call to it with a tensor argument or result
#   kornia.sensors.camera.distortion_model.BrownConradyTransform: no example in its docstring
#   kornia.sensors.camera.distortion_model.KannalaBrandtK3Transform: no example in its docstring
#   kornia.sensors.camera.projection_model.OrthographicProjection: no example in its docstring
#   kornia.sensors.camera.projection_model.Z1Projection: its example makes no call to it with a tensor argument or result
#   kornia.tensor_to_image: no example in its docstring
#   kornia.to_jax: no example in its docstring
#   kornia.to_numpy: no example in its docstring
#   kornia.to_tensorflow: no example in its docstring
#   kornia.tracking.HomographyTracker: no example in its docstring
#   kornia.utils.ImageToTensor: no example in its docstring
#   kornia.utils.batched_forward: no example in its docstring
#   kornia.utils.create_meshgrid: no example in its docstring
#   kornia.utils.create_meshgrid3d: no example in its docstring
#   kornia.utils.dataclass_to_dict: no example in its docstring
#   kornia.utils.dict_to_dataclass: no example in its docstring
#   kornia.utils.draw_convex_polygon: no example in its docstring
#   kornia.utils.draw_line: no example in its docstring
#   kornia.utils.draw_point2d: no example in its docstring
#   kornia.utils.draw_rectangle: no example in its docstring
#   kornia.utils.eye_like: no example in its docstring
#   kornia.utils.get_cuda_device_if_available: no example in its docstring
#   kornia.utils.get_cuda_or_mps_device_if_available: no example in its docstring
#   kornia.utils.get_mps_device_if_available: no example in its docstring
#   kornia.utils.get_sample_images: no example in its docstring
#   kornia.utils.image_list_to_tensor: no example in its docstring
#   kornia.utils.image_to_string: no example in its docstring
#   kornia.utils.image_to_tensor: no example in its docstring
#   kornia.utils.is_autocast_enabled: no example in its docstring
#   kornia.utils.is_mps_tensor_safe: no example in its docstring
#   kornia.utils.load_pointcloud_ply: no example in its docstring
#   kornia.utils.map_location_to_cpu: no example in its docstring
#   kornia.utils.one_hot: no example in its docstring
#   kornia.utils.print_image: no example in its docstring
#   kornia.utils.safe_inverse_with_mask: no example in its docstring
#   kornia.utils.safe_solve_with_mask: no example in its docstring
#   kornia.utils.save_pointcloud_ply: no example in its docstring
#   kornia.utils.tensor_to_image: no example in its docstring
#   kornia.utils.torch_meshgrid: no example in its docstring
#   kornia.utils.vec_like: no example in its docstring
#   kornia.utils.xla_is_available: no example in its docstring
#   kornia.vec_like: no example in its docstring
#   kornia.xla_is_available: no example in its docstring
